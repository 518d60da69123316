import { memo } from 'react';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useTranslation } from 'react-i18next';
import { liveSpeed } from '@armada/domain';
import type { FleetEntry } from '../fleet/fleetModel';
import { MOVEMENT_COLORS, MOVEMENT_TEXT_COLORS } from '../fleet/movementStyle';
import './vehicleRow.css';
import { decimal } from '../../components/formatNumber';

dayjs.extend(relativeTime);

export type VehicleRowProps = { entry: FleetEntry; selected: boolean; onSelect: (entry: FleetEntry) => void };

export const VEHICLE_ROW_HEIGHT = 64;

/** One vehicle of the side list; re-rendered only when its entry (a live update) or selection changes. */
export const VehicleRow = memo(function VehicleRow({ entry, selected, onSelect }: VehicleRowProps) {
  const { t } = useTranslation('maps');
  const { vehicle } = entry;
  const time = vehicle.properties.time;
  const name = vehicle.vehicle_name_short;
  const speed = liveSpeed(vehicle.movement, vehicle.properties.speed);
  const plate = vehicle.vehicle_number ?? vehicle.imei;
  // No live speed for an inactive device or stale data: the plate alone.
  const meta = speed === null ? plate : t('list.meta', { plate, speed: decimal(speed, 0) });
  return (
    <button
      type="button"
      className="armada-vehicle-row"
      aria-pressed={selected}
      onClick={() => onSelect(entry)}
      style={{ height: VEHICLE_ROW_HEIGHT }}
    >
      <span className="armada-vehicle-row-name" title={name}>
        {name}
      </span>
      <span
        className="armada-vehicle-row-status"
        style={{ background: MOVEMENT_COLORS[vehicle.movement], color: MOVEMENT_TEXT_COLORS[vehicle.movement] }}
      >
        {t(`movement.${vehicle.movement}`)}
      </span>
      <span className="armada-vehicle-row-meta" title={meta}>
        {meta}
      </span>
      <span className="armada-vehicle-row-time">{time ? dayjs(time).fromNow() : '-'}</span>
    </button>
  );
});
