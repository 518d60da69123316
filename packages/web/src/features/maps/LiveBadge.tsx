import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LiveStatus } from '../live/liveSocket';

const COLOR: Record<LiveStatus, string> = { connecting: 'blue', live: 'green', offline: 'orange' };

export type LiveBadgeProps = { status: LiveStatus };

/** Whether the map is receiving live positions. */
export function LiveBadge({ status }: LiveBadgeProps) {
  const { t } = useTranslation('maps');
  return (
    <div
      role="status"
      style={{ position: 'absolute', top: 10, left: 10, background: '#fff', padding: '2px 10px', borderRadius: 12 }}
    >
      <Badge color={COLOR[status]} text={t(`live.${status}`)} />
    </div>
  );
}
