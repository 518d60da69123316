import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/PageTitle';
import { useGalleryItems } from './GalleryExamples';

const GRID = {
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 480px), 1fr))',
} as const;
const STRIP = {
  display: 'flex',
  gap: 16,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  overscrollBehaviorX: 'contain',
  paddingBottom: 8,
  WebkitOverflowScrolling: 'touch',
} as const;
const SLIDE = { flex: '0 0 min(88vw, 480px)', scrollSnapAlign: 'center' } as const;
const SWIPE_PAGE = { padding: 16, maxWidth: '100vw', boxSizing: 'border-box' } as const;
const REGION = 'region';

/** /masterComponent: the shared components on a grid, for the team building screens. */
export function MasterComponentPage() {
  const { t } = useTranslation('gallery');
  const items = useGalleryItems();
  return (
    <Flex vertical gap={8}>
      <PageTitle>{t('title')}</PageTitle>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <div style={GRID}>
        {items.map((item) => (
          <Card key={item.key} title={item.title} data-testid={`gallery-${item.key}`}>
            {item.content}
          </Card>
        ))}
      </div>
    </Flex>
  );
}

/** /testSwipe: the same components as cards in a row that a finger swipes through, one snapped at a time. */
export function TestSwipePage() {
  const { t } = useTranslation('gallery');
  const items = useGalleryItems();
  return (
    <main style={SWIPE_PAGE}>
      <PageTitle>{t('swipe_title')}</PageTitle>
      <Typography.Paragraph type="secondary">{t('swipe_intro')}</Typography.Paragraph>
      {/* Focusable so a keyboard can scroll the strip too. */}
      <div style={STRIP} role={REGION} aria-label={t('swipe_title')} tabIndex={0}>
        {items.map((item) => (
          <Card key={item.key} title={item.title} style={SLIDE} data-testid={`gallery-${item.key}`}>
            {item.content}
          </Card>
        ))}
      </div>
    </main>
  );
}
