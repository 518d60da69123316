import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { resourcePath, type IdResult, type ResourceEndpoint } from '@armada/domain';
import { apiGet, apiPost, apiPut, request, type Params } from './client';
import type { Page } from './page';

/**
 * A resource of the generic API (spec document 2 section 7.1): `{group}/{name}/`. `folder` serves
 * calls named like a resource under another one's path (`user/user_org/add_user_org_customer`).
 */
export type ResourceRef = { group: string; name: string; folder?: string };

export const resourceUrl = (ref: ResourceRef, endpoint: ResourceEndpoint) =>
  ref.folder === undefined
    ? `/api/${resourcePath(ref.group, ref.name, endpoint)}`
    : `/api/${ref.group}/${ref.folder}/${endpoint}_${ref.name}`;

const SEARCH = 'search';

/** The header of an idempotent write (the server's idempotency.ts). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * The list parameters from a table's state: `search` stays itself, every other filter joins the
 * generic `filter` parameter as field:value pairs.
 */
export function resourceListParams(state: {
  page: number;
  limit: number;
  sort?: string;
  filters: Partial<Record<string, string>>;
}): Params {
  const pairs = Object.entries(state.filters).filter(([key, value]) => key !== SEARCH && value);
  return {
    page: state.page,
    limit: state.limit,
    sort_by: state.sort,
    search: state.filters[SEARCH] || undefined,
    filter: pairs.length > 0 ? pairs.map(([key, value]) => `${key}:${value}`).join(',') : undefined,
  };
}

/** Every query of a resource sits under this key, so its saves and removals refresh them all. */
export const resourceKey = (ref: ResourceRef) => ['resource', ref.group, ref.name] as const;

/** `enabled` false holds the call back (a search page before anything is searched). */
export function useResourceList<T>(ref: ResourceRef, params: Params, enabled = true) {
  return useQuery({
    queryKey: [...resourceKey(ref), 'list', params],
    queryFn: () => apiGet<Page<T>>(resourceUrl(ref, 'list'), params),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useResourceView<T>(ref: ResourceRef, id: number | null) {
  return useQuery({
    queryKey: [...resourceKey(ref), 'view', id],
    queryFn: () => apiGet<T>(resourceUrl(ref, 'view'), { id }),
    enabled: id !== null,
  });
}

/**
 * Adds (no id) or edits (with id) and refreshes the resource's lists and views. An add carries the
 * form's idempotency key: the same add sent twice (a double submit, a retry) creates one row.
 */
export function useResourceSave(ref: ResourceRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, key }: { id: number | null; body: Params; key?: string }) =>
      id === null
        ? apiPost<IdResult>(resourceUrl(ref, 'add'), body, key ? { [IDEMPOTENCY_HEADER]: key } : undefined)
        : apiPut<IdResult>(resourceUrl(ref, 'edit'), { ...body, id }),
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKey(ref) }),
  });
}

export function useResourceRemove(ref: ResourceRef, endpoint: 'deactivate' | 'delete') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request<IdResult>('DELETE', `${resourceUrl(ref, endpoint)}?id=${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKey(ref) }),
  });
}
