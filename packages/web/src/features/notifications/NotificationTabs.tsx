import { Badge, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_FILTERS, UNREAD_COUNT_CAP, type NotificationFilter, type UnreadCount } from '@armada/domain';

export type NotificationTabsProps = {
  tab: NotificationFilter;
  unread: UnreadCount | undefined;
  onChange: (tab: NotificationFilter) => void;
};

/** Info, activity and promo, each with its unread count. */
export function NotificationTabs({ tab, unread, onChange }: NotificationTabsProps) {
  const { t } = useTranslation('notifications');
  const items = NOTIFICATION_FILTERS.map((filter) => ({
    key: filter,
    label: (
      <Badge count={unread?.[filter] ?? 0} overflowCount={UNREAD_COUNT_CAP - 1} size="small" offset={[10, -2]}>
        <span>{t(`tabs.${filter}`)}</span>
      </Badge>
    ),
  }));
  return (
    <Tabs
      activeKey={tab}
      items={items}
      onChange={(key) => onChange(NOTIFICATION_FILTERS.find((filter) => filter === key) ?? 'info')}
    />
  );
}
