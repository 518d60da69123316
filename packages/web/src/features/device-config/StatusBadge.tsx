import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ConfigStatus } from '@armada/domain';

/** A dot's colour per state; the text stays dark. */
const COLORS: Record<ConfigStatus, string> = {
  queued: 'gold',
  sent: 'blue',
  answered: 'green',
  timeout: 'orange',
  offline: 'gray',
  failed: 'red',
};

export function StatusBadge({ status }: { status: ConfigStatus }) {
  const { t } = useTranslation('deviceConfig');
  return <Badge color={COLORS[status]} text={t(`status.${status}`)} />;
}
