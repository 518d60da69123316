import type { ColumnType } from 'antd/es/table';
import type { AnyObject } from 'antd/es/_util/type';
import { directionsOf, sortOrderOf, type SortSpec } from './sortSpec';

/** An antd column with a stable key and, when sortable, the server's sort_by values. */
export type DataColumn<T extends AnyObject, S extends string> = ColumnType<T> & { key: string; sortBy?: SortSpec<S> };

/** antd columns whose sort arrows follow the server's sort (controlled, no sorting in the browser). */
export function toAntColumns<T extends AnyObject, S extends string>(
  columns: readonly DataColumn<T, S>[],
  sort: S | undefined,
  defaultSort: S | undefined,
): ColumnType<T>[] {
  return columns.map(({ sortBy, ...column }) =>
    sortBy
      ? {
          ...column,
          sorter: true,
          sortOrder: sortOrderOf(sort, sortBy),
          sortDirections: directionsOf(sortBy, defaultSort),
        }
      : column,
  );
}
