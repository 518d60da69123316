import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LiveStatus } from '../live/liveSocket';

const COLOR: Record<LiveStatus, string> = { connecting: 'blue', live: 'green', offline: 'orange' };

export type LiveStatusTagProps = { status: LiveStatus };

/** Whether new alerts are arriving (the map's wording). */
export function LiveStatusTag({ status }: LiveStatusTagProps) {
  const { t } = useTranslation('maps');
  return <Badge color={COLOR[status]} text={t(`live.${status}`)} />;
}
