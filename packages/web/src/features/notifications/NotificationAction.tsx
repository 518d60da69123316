import { useState, type ReactNode } from 'react';
import { Button, Tooltip } from 'antd';
import {
  CarOutlined,
  DownloadOutlined,
  EnvironmentOutlined,
  ReadOutlined,
  TeamOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { NotificationRow } from '@armada/domain';
import { actionOf, type RowAction } from './notificationView';
import { useMayOpen } from './useMayOpen';
import { useOpenNotification } from './useOpenNotification';

export type NotificationActionProps = { row: NotificationRow; now: number; compact?: boolean };

type Follow = Exclude<RowAction['kind'], 'download' | 'none'>;

/** The button of each row that is followed (not fetched): its icon and label. */
const FOLLOW: Record<Follow, { icon: ReactNode; label: string }> = {
  map: { icon: <EnvironmentOutlined />, label: 'open_map' },
  announcement: { icon: <ReadOutlined />, label: 'announcement.read' },
  vehicle: { icon: <CarOutlined />, label: 'reminder_open.vehicle' },
  driver: { icon: <TeamOutlined />, label: 'reminder_open.driver' },
  booking: { icon: <ToolOutlined />, label: 'booking_open' },
};

/**
 * A row's action: fetch its file (disabled once expired), open its vehicle on the map, read its
 * announcement, or open the vehicle or driver a reminder is about.
 */
export function NotificationAction({ row, now, compact = false }: NotificationActionProps) {
  const { t } = useTranslation('notifications');
  const { open, download } = useOpenNotification();
  const mayOpen = useMayOpen();
  const [busy, setBusy] = useState(false);
  const action = actionOf(row, now, mayOpen);
  const size = compact ? 'small' : 'middle';
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    await work();
    setBusy(false);
  };

  if (action.kind === 'none') return null;
  if (action.kind !== 'download') {
    const { icon, label } = FOLLOW[action.kind];
    return (
      <Button size={size} icon={icon} loading={busy} onClick={() => void run(() => open(row))}>
        {t(label)}
      </Button>
    );
  }
  const button = (
    <Button
      size={size}
      type={action.expired ? 'default' : 'primary'}
      icon={<DownloadOutlined />}
      disabled={action.expired}
      loading={busy}
      onClick={() => void run(() => download(row))}
    >
      {t('download.button')}
    </Button>
  );
  return action.expired ? <Tooltip title={t('download.expired_hint')}>{button}</Tooltip> : button;
}
