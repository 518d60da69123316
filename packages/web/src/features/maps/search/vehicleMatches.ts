import type { FleetEntry } from '../../fleet/fleetModel';

/** Which of a vehicle's identifiers a search matched, for showing it beside the name. */
export type VehicleMatch = { entry: FleetEntry; field: 'name' | 'plate' | 'chassis' | 'imei'; exact: boolean };

const compact = (text: string | null | undefined) => (text ?? '').toLowerCase().replace(/\s+/g, '');

/**
 * Vehicles whose name, plate, chassis or IMEI holds the text (case and spaces ignored), exact
 * identifiers first, then those starting with it, then the rest in fleet order.
 */
export function matchVehicles(entries: readonly FleetEntry[], text: string, limit: number): VehicleMatch[] {
  const needle = compact(text);
  if (needle.length === 0) return [];
  const found: (VehicleMatch & { rank: number })[] = [];
  for (const entry of entries) {
    const { vehicle } = entry;
    const fields = [
      ['plate', compact(vehicle.vehicle_number)],
      ['chassis', compact(vehicle.chassis_number)],
      ['imei', vehicle.imei],
      ['name', compact(vehicle.vehicle_name)],
    ] as const;
    let best: (VehicleMatch & { rank: number }) | null = null;
    for (const [field, value] of fields) {
      const at = value.indexOf(needle);
      if (at < 0) continue;
      const rank = value === needle ? 0 : at === 0 ? 1 : 2;
      if (!best || rank < best.rank) best = { entry, field, exact: rank === 0, rank };
    }
    if (best) found.push(best);
  }
  return found
    .sort((a, b) => a.rank - b.rank)
    .slice(0, limit)
    .map(({ entry, field, exact }) => ({ entry, field, exact }));
}
