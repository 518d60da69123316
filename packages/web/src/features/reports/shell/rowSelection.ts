import type { TableProps } from 'antd';

type Keyed = { imei: string; start_time: string };

/** A trip's or stop's key: its vehicle and start (the call gives rows no id). */
export const standKey = (row: Keyed) => `${row.imei}-${row.start_time}`;

// antd's own class for a selected row, so the highlight follows the theme.
const SELECTED = 'ant-table-row-selected';

/** Table props that make a click select a row (shown on the map) and mark the selected one. */
export function selectedRow<T extends Keyed>(
  selected: T | null,
  select: (row: T) => void,
): { onRow: TableProps<T>['onRow']; rowClassName: TableProps<T>['rowClassName'] } {
  const key = selected ? standKey(selected) : null;
  return {
    onRow: (row) => ({ onClick: () => select(row), style: { cursor: 'pointer' } }),
    rowClassName: (row) => (standKey(row) === key ? SELECTED : ''),
  };
}
