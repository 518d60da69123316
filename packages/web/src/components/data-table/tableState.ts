import { DEFAULT_PAGE_SIZE } from '@armada/domain';

/** The largest page the list calls accept (LoginLogQuery, PageQuery). */
export const MAX_PAGE_SIZE = 1000;
const PAGE = 'page';
const LIMIT = 'limit';
const SORT = 'sort_by';

export type TableConfig<F extends string, S extends string> = {
  filterKeys: readonly F[];
  sortValues?: readonly S[];
  defaultSort?: S;
  /** The page size when the address gives none (DEFAULT_PAGE_SIZE unless the call has its own). */
  defaultLimit?: number;
};

export type TableState<F extends string, S extends string> = {
  page: number;
  limit: number;
  sort: S | undefined;
  filters: Partial<Record<F, string>>;
};

function positiveInt(text: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  if (text === null || !/^\d+$/.test(text)) return fallback;
  const value = Number(text);
  return value >= 1 && value <= max ? value : fallback;
}

function isOneOf<S extends string>(values: readonly S[], text: string | null): text is S {
  return text !== null && (values as readonly string[]).includes(text);
}

/** The table state written in the address bar; unknown or broken values fall back to the defaults. */
export function readTableState<F extends string, S extends string>(
  params: URLSearchParams,
  config: TableConfig<F, S>,
): TableState<F, S> {
  const sortText = params.get(SORT);
  const filters: Partial<Record<F, string>> = {};
  for (const key of config.filterKeys) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return {
    page: positiveInt(params.get(PAGE), 1),
    limit: positiveInt(params.get(LIMIT), config.defaultLimit ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
    sort: isOneOf(config.sortValues ?? [], sortText) ? sortText : config.defaultSort,
    filters,
  };
}

/** The address bar's parameters for a table state: other parameters kept, defaults left out. */
export function writeTableState<F extends string, S extends string>(
  previous: URLSearchParams,
  state: TableState<F, S>,
  config: TableConfig<F, S>,
): URLSearchParams {
  const next = new URLSearchParams(previous);
  for (const key of [PAGE, LIMIT, SORT, ...config.filterKeys]) next.delete(key);
  if (state.page !== 1) next.set(PAGE, String(state.page));
  if (state.limit !== (config.defaultLimit ?? DEFAULT_PAGE_SIZE)) next.set(LIMIT, String(state.limit));
  if (state.sort !== undefined && state.sort !== config.defaultSort) next.set(SORT, state.sort);
  for (const key of config.filterKeys) {
    const value = state.filters[key]?.trim();
    if (value) next.set(key, value);
  }
  return next;
}

/** The query parameters of the list call: page, limit, sort_by and the filters that are set. */
export function toQueryParams<F extends string, S extends string>(
  state: TableState<F, S>,
): Record<string, string | number> {
  return { ...state.filters, ...(state.sort ? { sort_by: state.sort } : {}), page: state.page, limit: state.limit };
}
