import { Empty, Flex, Pagination, Spin } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { NotificationPage } from '@armada/domain';
import { toApiError } from '../../api/ApiError';
import { ErrorMessage } from '../../components/ErrorMessage';
import { NotificationItem } from './NotificationItem';

export type NotificationCardsProps = {
  query: Pick<UseQueryResult<NotificationPage>, 'data' | 'error' | 'isFetching'>;
  page: number;
  limit: number;
  now: number;
  onPage: (page: number, limit: number) => void;
};

/** The phone's variant: a compact card per notification, paged below. */
export function NotificationCards({ query, page, limit, now, onPage }: NotificationCardsProps) {
  const { t } = useTranslation('notifications');
  if (query.error) return <ErrorMessage error={toApiError(query.error)} />;
  const rows = query.data?.data ?? [];
  return (
    <Spin spinning={query.isFetching}>
      <Flex vertical gap={12}>
        {rows.length === 0 && !query.isFetching ? (
          <Empty description={t('empty')} />
        ) : (
          <div role="list">
            {rows.map((row) => (
              <div role="listitem" key={row.id}>
                <NotificationItem row={row} now={now} />
              </div>
            ))}
          </div>
        )}
        <Pagination
          simple
          size="small"
          align="center"
          current={page}
          pageSize={limit}
          total={query.data?.total_data ?? 0}
          onChange={onPage}
        />
      </Flex>
    </Spin>
  );
}
