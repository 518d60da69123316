import type { FleetEntry } from '../fleet/fleetModel';

/** Matches name, plate number or imei, ignoring case and spaces in the plate. */
export function searchVehicles(entries: readonly FleetEntry[], text: string): readonly FleetEntry[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return entries;
  const compact = needle.replace(/\s+/g, '');
  return entries.filter(({ vehicle }) => {
    const plate = (vehicle.vehicle_number ?? '').toLowerCase();
    return (
      vehicle.vehicle_name.toLowerCase().includes(needle) ||
      plate.includes(needle) ||
      plate.replace(/\s+/g, '').includes(compact) ||
      vehicle.imei.includes(compact)
    );
  });
}
