import {
  deriveHealth,
  type AbnormalType,
  type VehicleAbnormalQuery,
  type VehicleAbnormalSummaryQuery,
} from '@armada/domain';
import type { FleetRow } from '../monitoring/monitoring-repository.js';
import { toSensorData } from '../monitoring/monitoring-vehicle.js';

/** A visible vehicle whose health is abnormal, with its kinds. */
export type AbnormalVehicle = { row: FleetRow; kinds: AbnormalType[] };

/** The health of a fleet row by the domain rule, as the monitoring entity derives it. */
function kindsOf(row: FleetRow, now: number): AbnormalType[] {
  if (row.time === null) return [];
  const last = { time: row.time, properties: row.props ?? {}, sat: row.sat ?? 0, gpstype: row.gpstype };
  const sensors = (row.sensors ?? []).map(toSensorData);
  const health = deriveHealth(last, { now, sensors, deviceStatus: row.device_status });
  return health.status === 'abnormal' ? health.abnormal_type : [];
}

function matches(row: FleetRow, filter: VehicleAbnormalSummaryQuery): boolean {
  if (filter.owner_id !== undefined && row.organization_id !== filter.owner_id) return false;
  const text = filter.search?.trim().toLowerCase();
  if (!text) return true;
  return [row.vehicle_name, row.vehicle_number, row.chassis_number, row.imei].some((value) =>
    value?.toLowerCase().includes(text),
  );
}

/** The abnormal vehicles among the rows that match the search and owner, in the rows' order. */
export function abnormalVehicles(rows: readonly FleetRow[], filter: VehicleAbnormalSummaryQuery, now: number) {
  const found: AbnormalVehicle[] = [];
  for (const row of rows) {
    if (!matches(row, filter)) continue;
    const kinds = kindsOf(row, now);
    if (kinds.length > 0) found.push({ row, kinds });
  }
  return found;
}

/** Those with any of the kinds asked for (comma list), all when none is asked. */
export function ofKinds(vehicles: readonly AbnormalVehicle[], asked: VehicleAbnormalQuery['abnormal_type']) {
  const wanted = (asked ?? '').split(',').filter((kind) => kind !== '');
  if (wanted.length === 0) return [...vehicles];
  return vehicles.filter((vehicle) => vehicle.kinds.some((kind) => wanted.includes(kind)));
}

/** How many vehicles have each kind, most first. */
export function countKinds(vehicles: readonly AbnormalVehicle[]): { abnormal_type: AbnormalType; total: number }[] {
  const counts = new Map<AbnormalType, number>();
  for (const { kinds } of vehicles) for (const kind of kinds) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  return [...counts].map(([abnormal_type, total]) => ({ abnormal_type, total })).sort((a, b) => b.total - a.total);
}
