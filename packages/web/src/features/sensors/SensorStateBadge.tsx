import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { isAbnormalSensorState, type SensorState } from '@armada/domain';

export type SensorStateBadgeProps = { state: SensorState };

const ALARM = '#cf1322';
const CARRYING = '#1677ff';
const NORMAL = '#389e0d';

/** A sensor's state as a coloured dot beside dark text (filled tags fail colour contrast). */
export function SensorStateBadge({ state }: SensorStateBadgeProps) {
  const { t } = useTranslation('maps');
  const color = isAbnormalSensorState(state) ? ALARM : state === 'load' ? CARRYING : NORMAL;
  return <Badge color={color} text={t(`sensor_state.${state}`)} />;
}
