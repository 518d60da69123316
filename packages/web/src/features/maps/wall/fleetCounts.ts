import { MOVEMENTS, type Movement } from '@armada/domain';
import type { FleetEntry } from '../../fleet/fleetModel';

export type FleetCounts = { total: number; abnormal: number; movement: Record<Movement, number> };

/** How many trucks are in each movement, and how many are abnormal, for the wall's counters. */
export function fleetCounts(entries: readonly FleetEntry[]): FleetCounts {
  const movement = Object.fromEntries(MOVEMENTS.map((m) => [m, 0])) as Record<Movement, number>;
  let abnormal = 0;
  for (const { vehicle } of entries) {
    movement[vehicle.movement] += 1;
    if (vehicle.abnormal_status === 'abnormal') abnormal += 1;
  }
  return { total: entries.length, abnormal, movement };
}
