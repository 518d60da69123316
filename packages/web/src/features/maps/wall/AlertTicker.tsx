import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AlertItem } from '../../alerts/alertItem';
import { LEVEL_COLORS, levelOf } from '../../alerts/alertTypes';
import { useAlertFeed } from '../../alerts/useAlertFeed';
import { inDisplayZone } from '../../../components/formatDate';

const SHOWN = 8;
const CLOCK = 'HH:mm';
// The row is cut at the right edge; a fade says there is more rather than a half-drawn tag.
const FADE = 'linear-gradient(to right, #000 85%, transparent)';
const TICKER_LIST = {
  display: 'flex',
  gap: 24,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  overflow: 'hidden',
  flex: 1,
  maskImage: FADE,
  WebkitMaskImage: FADE,
} as const;
const ALL = { types: [] as string[], search: '' };

function TickerItem({ item }: { item: AlertItem }) {
  const { t } = useTranslation('alerts');
  return (
    <li style={{ display: 'flex', alignItems: 'center', gap: 6, whiteSpace: 'nowrap' }}>
      <span style={{ color: '#8d99ae', fontVariantNumeric: 'tabular-nums' }}>
        {inDisplayZone(item.time).format(CLOCK)}
      </span>
      <Tag color={LEVEL_COLORS[levelOf(item.type)]} style={{ marginInlineEnd: 0 }}>
        {t(`type.${item.type}`, { defaultValue: item.type })}
      </Tag>
      <span style={{ color: '#fff', fontWeight: 600 }}>{item.vehicle}</span>
    </li>
  );
}

/** The newest alerts along the bottom of the wall, stored ones first and live ones pushed in front. */
export function AlertTicker() {
  const { t } = useTranslation('explore');
  const feed = useAlertFeed(ALL);
  const items = feed.items.slice(0, SHOWN);
  return (
    <div
      style={{ display: 'flex', alignItems: 'center', gap: 16, padding: '0 16px', height: '100%', overflow: 'hidden' }}
    >
      <strong style={{ color: '#fff', whiteSpace: 'nowrap' }}>{t('wall.latest')}</strong>
      {items.length === 0 ? (
        <span style={{ color: '#8d99ae' }}>{t('wall.no_alerts')}</span>
      ) : (
        <ul aria-label={t('wall.latest')} style={TICKER_LIST}>
          {items.map((item) => (
            <TickerItem key={item.key} item={item} />
          ))}
        </ul>
      )}
    </div>
  );
}
