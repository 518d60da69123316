import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readTableState, writeTableState, type TableConfig, type TableState } from './tableState';

export type TableControls<F extends string, S extends string> = {
  state: TableState<F, S>;
  defaultSort: S | undefined;
  setPage: (page: number, limit: number) => void;
  setSort: (sort: S | undefined) => void;
  /** Changes filters (undefined or '' clears one) and goes back to the first page. */
  setFilters: (filters: Partial<Record<F, string | undefined>>) => void;
};

/**
 * Paging, sort and filters of a list kept in the address bar, so reload and back keep them.
 * `config` should be a module-level constant: its identity keys the memoised state.
 */
export function useTableQuery<F extends string, S extends string>(config: TableConfig<F, S>): TableControls<F, S> {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readTableState(params, config), [params, config]);

  const update = useCallback(
    (change: (current: TableState<F, S>) => TableState<F, S>) =>
      setParams((previous) => writeTableState(previous, change(readTableState(previous, config)), config)),
    [setParams, config],
  );

  const setPage = useCallback(
    // A new page size starts again at the first page, as the old page number means other rows.
    (page: number, limit: number) =>
      update((current) => ({ ...current, page: limit === current.limit ? page : 1, limit })),
    [update],
  );
  const setSort = useCallback(
    (sort: S | undefined) => update((current) => ({ ...current, sort: sort ?? config.defaultSort, page: 1 })),
    [update, config],
  );
  const setFilters = useCallback(
    (filters: Partial<Record<F, string | undefined>>) =>
      update((current) => ({ ...current, filters: { ...current.filters, ...filters }, page: 1 })),
    [update],
  );
  return { state, defaultSort: config.defaultSort, setPage, setSort, setFilters };
}
