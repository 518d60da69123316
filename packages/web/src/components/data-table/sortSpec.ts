export type SortOrder = 'ascend' | 'descend';

/** The server's sort_by value for each direction a column may be sorted in. */
export type SortSpec<S extends string> = Partial<Record<SortOrder, S>>;

/** The order a column shows for the current sort_by, or null when the table is not sorted by it. */
export function sortOrderOf<S extends string>(sort: S | undefined, spec: SortSpec<S>): SortOrder | null {
  if (sort === undefined) return null;
  if (spec.ascend === sort) return 'ascend';
  if (spec.descend === sort) return 'descend';
  return null;
}

/** The sort_by value for a column clicked into an order; undefined clears the sort. */
export function sortValueOf<S extends string>(order: SortOrder | null | undefined, spec: SortSpec<S>): S | undefined {
  return order ? spec[order] : undefined;
}

/**
 * The directions a column cycles through. The table's default sort comes first: a cleared sort falls
 * back to the default, so a column holding it cycles default, other, cleared (= default again).
 */
export function directionsOf<S extends string>(spec: SortSpec<S>, defaultSort?: S): SortOrder[] {
  const orders: SortOrder[] =
    spec.descend !== undefined && spec.descend === defaultSort ? ['descend', 'ascend'] : ['ascend', 'descend'];
  return orders.filter((order) => spec[order] !== undefined);
}

/** A column sorted by `field` ascending and `-field` descending, the server's usual pair. */
export const bothWays = <S extends string>(field: string): SortSpec<S> => ({
  ascend: field as S,
  descend: `-${field}` as S,
});
