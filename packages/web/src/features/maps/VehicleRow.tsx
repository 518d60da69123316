import { Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useTranslation } from 'react-i18next';
import { formatDecimal } from '@armada/domain';
import type { FleetEntry } from './fleetModel';
import { MOVEMENT_COLORS } from './movementStyle';

dayjs.extend(relativeTime);

export type VehicleRowProps = { entry: FleetEntry; selected: boolean; onSelect: (entry: FleetEntry) => void };

export const VEHICLE_ROW_HEIGHT = 64;

export function VehicleRow({ entry, selected, onSelect }: VehicleRowProps) {
  const { t } = useTranslation('maps');
  const { vehicle } = entry;
  const time = vehicle.properties.time;
  return (
    <button
      type="button"
      className="armada-vehicle-row"
      aria-pressed={selected}
      onClick={() => onSelect(entry)}
      style={{
        all: 'unset',
        boxSizing: 'border-box',
        display: 'grid',
        gridTemplateColumns: '1fr auto',
        width: '100%',
        height: VEHICLE_ROW_HEIGHT,
        padding: '8px 12px',
        cursor: 'pointer',
        borderBottom: '1px solid #f0f0f0',
        background: selected ? '#e6f4ff' : undefined,
      }}
    >
      <Typography.Text strong ellipsis>
        {vehicle.vehicle_name_short}
      </Typography.Text>
      <Tag color={MOVEMENT_COLORS[vehicle.movement]} style={{ marginInlineEnd: 0 }}>
        {t(`movement.${vehicle.movement}`)}
      </Tag>
      <Typography.Text type="secondary" ellipsis>
        {t('list.meta', {
          plate: vehicle.vehicle_number ?? vehicle.imei,
          speed: formatDecimal(vehicle.properties.speed ?? 0, 'de', 0),
        })}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {time ? dayjs(time).fromNow() : '-'}
      </Typography.Text>
    </button>
  );
}
