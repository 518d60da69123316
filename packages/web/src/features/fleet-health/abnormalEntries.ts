import type { AbnormalType } from '@armada/domain';
import type { FleetEntry } from '../fleet/fleetModel';
import type { CountItem } from './CountBar';

/** The live fleet's abnormal vehicles, those of one kind when one is chosen. */
export function abnormalEntries(entries: readonly FleetEntry[], kind: AbnormalType | undefined): FleetEntry[] {
  return entries.filter(
    ({ vehicle }) =>
      vehicle.abnormal_status === 'abnormal' && (kind === undefined || vehicle.abnormal_type.includes(kind)),
  );
}

/** How many of the abnormal vehicles have each kind, in the order of `kinds`. */
export function kindCounts(
  abnormal: readonly FleetEntry[],
  kinds: readonly { key: AbnormalType; label: string }[],
): CountItem[] {
  const counts = new Map<string, number>();
  for (const { vehicle } of abnormal)
    for (const kind of vehicle.abnormal_type) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  return kinds.map(({ key, label }) => ({ key, label, total: counts.get(key) ?? 0 }));
}
