import { MovementTag } from '../fleet/MovementTag';
import { Descriptions, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { VehicleHistoryRow } from '@armada/domain';
import { formatDateTime } from '../../components/formatDate';
import { useVehicleLabels } from './useVehicleLabels';

export type VehicleLiveStateProps = { state: VehicleHistoryRow | null | undefined; loading: boolean };

const SMALL = 'small';

/** The vehicle's latest data as the monitoring keeps it: movement, last update, speed and position. */
export function VehicleLiveState({ state, loading }: VehicleLiveStateProps) {
  const { t } = useTranslation('vehicles');
  const labels = useVehicleLabels();
  if (loading) return <Spin />;
  if (!state) return <span>{t('live.none')}</span>;
  const position = state.lat !== null && state.lng !== null ? `${state.lat.toFixed(5)}, ${state.lng.toFixed(5)}` : '-';
  const items = [
    {
      key: 'movement',
      label: t('field.movement'),
      children: <MovementTag movement={state.movement} />,
    },
    {
      key: 'last_update',
      label: t('field.last_update'),
      children: state.last_update ? formatDateTime(state.last_update) : t('live.never'),
    },
    {
      key: 'days',
      label: t('field.days_not_updated'),
      children: state.days_not_updated === null ? t('live.never') : t('live.days', { count: state.days_not_updated }),
    },
    {
      key: 'speed',
      label: t('field.speed'),
      children: state.speed === null ? '-' : t('live.speed', { speed: Math.round(state.speed) }),
    },
    { key: 'position', label: t('field.position'), children: position },
    {
      key: 'activation',
      label: t('field.activation_status'),
      children: labels.activation(state.activation_status, 'history'),
    },
  ];
  return <Descriptions column={{ xs: 1, md: 2 }} size={SMALL} bordered items={items} />;
}
