import { Button, Card, Flex } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table/DataTable';
import { SearchInput } from '../../components/data-table/SearchInput';
import { useTableQuery } from '../../components/data-table/useTableQuery';
import { PageTitle } from '../../components/PageTitle';
import { useIsMobile } from '../../hooks/useWindowWidth';
import { useNow } from '../alerts/useNow';
import { AnnouncementReader } from './AnnouncementReader';
import { NotificationCards } from './NotificationCards';
import { NotificationTabs } from './NotificationTabs';
import { NOTIFICATION_TABLE, useMarkAllRead, useNotificationPage } from './notificationsApi';
import { tabOf } from './notificationView';
import { rowClassOf, useNotificationColumns } from './useNotificationColumns';
import { useUnread } from './useUnread';

const ROW_KEY = 'id';

/** `/notification`: the tabs info, activity and promo, paged and searched on the server; a table, or cards on a phone. */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const mobile = useIsMobile();
  const now = useNow();
  const controls = useTableQuery(NOTIFICATION_TABLE);
  const { page, limit, filters } = controls.state;
  const tab = tabOf(filters.tab);
  const search = filters.search ?? '';
  const list = useNotificationPage({ tab, page, limit, search });
  const unread = useUnread();
  const markAll = useMarkAllRead();
  const columns = useNotificationColumns(now);

  const toolbar = (
    <Flex wrap gap={8} justify="space-between" style={{ width: '100%' }}>
      <SearchInput
        value={search}
        onSearch={(value) => controls.setFilters({ search: value })}
        placeholder={t('search')}
        width={mobile ? 360 : 280}
      />
      <Button
        icon={<CheckOutlined />}
        disabled={(unread.data?.[tab] ?? 0) === 0}
        loading={markAll.isPending}
        onClick={() => markAll.mutate(tab)}
      >
        {t('mark_all_read')}
      </Button>
    </Flex>
  );

  return (
    <AnnouncementReader>
      <PageTitle>{t('title')}</PageTitle>
      <Card styles={{ body: { padding: mobile ? 8 : 16, paddingTop: 0 } }}>
        <NotificationTabs
          tab={tab}
          unread={unread.data}
          onChange={(next) => controls.setFilters({ tab: next === 'info' ? undefined : next })}
        />
        {mobile ? (
          <Flex vertical gap={12}>
            {toolbar}
            <NotificationCards query={list} page={page} limit={limit} now={now} onPage={controls.setPage} />
          </Flex>
        ) : (
          <DataTable
            columns={columns}
            query={list}
            controls={controls}
            rowKey={ROW_KEY}
            filters={toolbar}
            rowClassName={rowClassOf(now)}
          />
        )}
      </Card>
    </AnnouncementReader>
  );
}
