import { useState } from 'react';
import { Button, Tooltip } from 'antd';
import { DownloadOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { NotificationRow } from '@armada/domain';
import { actionOf } from './notificationView';
import { useOpenNotification } from './useOpenNotification';

export type NotificationActionProps = { row: NotificationRow; now: number; compact?: boolean };

/** A row's action: fetch its file (disabled once expired) or open its vehicle on the map. */
export function NotificationAction({ row, now, compact = false }: NotificationActionProps) {
  const { t } = useTranslation('notifications');
  const { open, download } = useOpenNotification();
  const [busy, setBusy] = useState(false);
  const action = actionOf(row, now);
  const size = compact ? 'small' : 'middle';

  if (action.kind === 'map') {
    return (
      <Button size={size} icon={<EnvironmentOutlined />} onClick={() => open(row)}>
        {t('open_map')}
      </Button>
    );
  }
  if (action.kind !== 'download') return null;
  const fetchFile = async () => {
    setBusy(true);
    await download(row);
    setBusy(false);
  };
  const button = (
    <Button
      size={size}
      type={action.expired ? 'default' : 'primary'}
      icon={<DownloadOutlined />}
      disabled={action.expired}
      loading={busy}
      onClick={() => void fetchFile()}
    >
      {t('download.button')}
    </Button>
  );
  return action.expired ? <Tooltip title={t('download.expired_hint')}>{button}</Tooltip> : button;
}
