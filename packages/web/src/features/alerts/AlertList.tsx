import { Button, Empty, Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../api/ApiError';
import { ErrorMessage } from '../../components/ErrorMessage';
import type { AlertItem } from './alertItem';
import { AlertRow } from './AlertRow';
import type { AlertFeed } from './useAlertFeed';

export type AlertListProps = { feed: AlertFeed; now: number; mobile: boolean; onOpen: (item: AlertItem) => void };

/** The feed's rows, newest first, with loading, error and empty states and a button for older alerts. */
export function AlertList({ feed, now, mobile, onOpen }: AlertListProps) {
  const { t } = useTranslation('alerts');
  if (feed.error) return <ErrorMessage error={toApiError(feed.error)} />;
  if (feed.loading) return <Spin style={{ display: 'block', margin: '48px auto' }} description={t('loading')} />;
  if (feed.items.length === 0) return <Empty description={t('empty')} />;
  return (
    <Flex vertical gap={12}>
      <ul aria-label={t('feed')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {feed.items.map((item) => (
          <li key={item.key}>
            <AlertRow item={item} now={now} mobile={mobile} onOpen={onOpen} />
          </li>
        ))}
      </ul>
      {feed.more.has ? (
        <Button block loading={feed.more.loading} onClick={feed.more.load}>
          {t('load_more')}
        </Button>
      ) : null}
    </Flex>
  );
}
