import { useCallback, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { getAuth } from '../../session/authStore';
import { LOCAL_KEYS } from '../../session/storageKeys';
import { MAX_PAGE_SIZE, readTableState, writeTableState, type TableConfig, type TableState } from './tableState';

/** The page size the user last picked for the table of this screen, if any. */
function storedPageSize(key: string): number | undefined {
  const value = Number(localStorage.getItem(key));
  return Number.isInteger(value) && value > 0 && value <= MAX_PAGE_SIZE ? value : undefined;
}

export type TableControls<F extends string, S extends string> = {
  state: TableState<F, S>;
  defaultSort: S | undefined;
  setPage: (page: number, limit: number) => void;
  setSort: (sort: S | undefined) => void;
  /** Changes filters (undefined or '' clears one) and goes back to the first page. */
  setFilters: (filters: Partial<Record<F, string | undefined>>) => void;
};

/**
 * Paging, sort and filters of a list kept in the address bar, so reload and back keep them; the
 * page size a user picks is remembered for the screen's table (the spec's 10 until then).
 * `given` should be a module-level constant: its identity keys the memoised state.
 */
export function useTableQuery<F extends string, S extends string>(given: TableConfig<F, S>): TableControls<F, S> {
  const [params, setParams] = useSearchParams();
  // Per person and screen, kept across sign-outs (a choice of the person, as the language is).
  const sizeKey = `${LOCAL_KEYS.pageSize}.${getAuth().viewer?.user_id ?? 0}:${useLocation().pathname}`;
  const [remembered, setRemembered] = useState(() => storedPageSize(sizeKey));
  const config = useMemo(
    () => (remembered === undefined ? given : { ...given, defaultLimit: remembered }),
    [given, remembered],
  );
  const state = useMemo(() => readTableState(params, config), [params, config]);

  const update = useCallback(
    (change: (current: TableState<F, S>) => TableState<F, S>) =>
      setParams((previous) => writeTableState(previous, change(readTableState(previous, config)), config)),
    [setParams, config],
  );

  const setPage = useCallback(
    // A new page size starts again at the first page, as the old page number means other rows.
    (page: number, limit: number) => {
      if (limit !== state.limit) {
        localStorage.setItem(sizeKey, String(limit));
        setRemembered(limit);
      }
      update((current) => ({ ...current, page: limit === current.limit ? page : 1, limit }));
    },
    [update, state.limit, sizeKey],
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
