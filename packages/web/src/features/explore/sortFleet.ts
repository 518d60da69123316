import type { FleetEntry } from '../fleet/fleetModel';
import type { ColumnKey, ExplorerColumn } from './explorerColumns';

export type SortDirection = 'ascend' | 'descend';
export type FleetSort = { key: ColumnKey; direction: SortDirection };

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function compare(a: string | number | null, b: string | number | null): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/**
 * The entries sorted by one column: values are read once per entry (20,000 trucks, re-sorted as
 * they move), empty values last in either direction, ties kept in their previous order.
 */
export function sortFleet(
  entries: readonly FleetEntry[],
  column: ExplorerColumn,
  direction: SortDirection,
): FleetEntry[] {
  const sign = direction === 'ascend' ? 1 : -1;
  const keyed = entries.map((entry, index) => ({ entry, index, value: column.sortValue(entry.vehicle) }));
  keyed.sort((x, y) => {
    const xEmpty = x.value === null || x.value === '';
    const yEmpty = y.value === null || y.value === '';
    if (xEmpty || yEmpty) return xEmpty === yEmpty ? x.index - y.index : xEmpty ? 1 : -1;
    return sign * compare(x.value, y.value) || x.index - y.index;
  });
  return keyed.map((item) => item.entry);
}

/** A click on a header: another column sorts ascending, the same column flips. */
export function nextSort(current: FleetSort, key: ColumnKey): FleetSort {
  if (current.key !== key) return { key, direction: 'ascend' };
  return { key, direction: current.direction === 'ascend' ? 'descend' : 'ascend' };
}

/** Name, plate, chassis, IMEI or location containing the text (spaces in plates ignored). */
export function matchesText(entry: FleetEntry, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  const compact = needle.replace(/\s+/g, '');
  const v = entry.vehicle;
  const fields = [v.vehicle_name, v.vehicle_number, v.chassis_number, v.imei, v.location];
  return fields.some((field) => {
    const value = (field ?? '').toLowerCase();
    return value.includes(needle) || value.replace(/\s+/g, '').includes(compact);
  });
}
