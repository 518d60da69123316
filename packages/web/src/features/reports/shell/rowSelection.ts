import type { TableProps } from 'antd';

type Keyed = { imei: string; start_time: string };

/** A trip's or stop's key: its vehicle and start (the call gives rows no id). */
export const standKey = (row: Keyed) => `${row.imei}-${row.start_time}`;

/** An event's key: its vehicle, time and type (two events of one vehicle may share a time). */
export const eventKey = (row: { imei: string; time: string; type: string }) => `${row.imei}-${row.time}-${row.type}`;

/** The row itself when it has a place, so a marker keeps its identity across renders; else null. */
export function placeOf<T extends { lat: number | null; lng: number | null }>(
  row: T | null,
): (T & { lat: number; lng: number }) | null {
  return row && row.lat !== null && row.lng !== null ? (row as T & { lat: number; lng: number }) : null;
}

// antd's own class for a selected row, so the highlight follows the theme.
const SELECTED = 'ant-table-row-selected';

/** Table props that make a click select a row (shown on the map) and mark the selected one. */
export function selectedRow<T>(
  selected: T | null,
  select: (row: T) => void,
  keyOf: (row: T) => string,
): { onRow: TableProps<T>['onRow']; rowClassName: (row: T) => string } {
  const key = selected ? keyOf(selected) : null;
  return {
    onRow: (row) => ({ onClick: () => select(row), style: { cursor: 'pointer' } }),
    rowClassName: (row) => (keyOf(row) === key ? SELECTED : ''),
  };
}
