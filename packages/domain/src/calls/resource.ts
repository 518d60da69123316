import { Type, type Static } from '@sinclair/typebox';
import { DEFAULT_PAGE_SIZE, GENERIC_LIST_LIMIT } from '../constants.js';
import { Closed, Id, PageNumber } from './contract.js';

/**
 * The generic resource API of spec document 2 section 7.1: under `{group}/{name}/`, the endpoints
 * add_{name} (POST, form body), edit_{name} (PUT, form body), view_{name} (GET id, app_id),
 * delete_{name} and deactivate_{name} (DELETE id), list_{name} (GET page, limit, app_id, all; a
 * paged list adds sort_by, filter, search).
 */
export const RESOURCE_ENDPOINTS = ['add', 'edit', 'view', 'delete', 'deactivate', 'list'] as const;
export type ResourceEndpoint = (typeof RESOURCE_ENDPOINTS)[number];

export const RESOURCE_METHODS: Record<ResourceEndpoint, 'GET' | 'POST' | 'PUT' | 'DELETE'> = {
  add: 'POST',
  edit: 'PUT',
  view: 'GET',
  delete: 'DELETE',
  deactivate: 'DELETE',
  list: 'GET',
};

/** `{group}/{name}/{endpoint}_{name}`, e.g. resourcePath('user', 'user_org', 'list') → 'user/user_org/list_user_org'. */
export const resourcePath = (group: string, name: string, endpoint: ResourceEndpoint): string =>
  `${group}/${name}/${endpoint}_${name}`;

const SORT_PATTERN = '^-?[a-z][a-z0-9_]*$';

/** The list parameters; `limit` defaults to the generic 50000, or 10 for a paged list (the server sets it). */
export const ResourceListQuery = Closed({
  page: PageNumber(),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: GENERIC_LIST_LIMIT })),
  app_id: Type.Optional(Type.String({ maxLength: 40 })),
  all: Type.Optional(Type.Boolean()),
  sort_by: Type.Optional(
    Type.String({ pattern: SORT_PATTERN, maxLength: 64, description: 'a field; -field descends' }),
  ),
  filter: Type.Optional(
    Type.String({ maxLength: 500, description: 'field:value pairs joined by commas; a|b for either value' }),
  ),
  search: Type.Optional(Type.String({ maxLength: 100 })),
});
export type ResourceListQuery = Static<typeof ResourceListQuery>;

export const ResourceIdQuery = Closed({
  id: Id(),
  app_id: Type.Optional(Type.String({ maxLength: 40 })),
});
export type ResourceIdQuery = Static<typeof ResourceIdQuery>;

/** The page size a list answers when the caller gives none. */
export const defaultListLimit = (paged: boolean): number => (paged ? DEFAULT_PAGE_SIZE : GENERIC_LIST_LIMIT);

export type ListFilter = Readonly<Record<string, readonly string[]>>;

/**
 * Reads `filter` ('isactive:1,realm_id:3|5'): each field once, values after the first colon, '|'
 * between alternatives. Answers the field that is not allowed or malformed as an error.
 */
export function parseListFilter(
  text: string | undefined,
  allowed: readonly string[],
): { ok: true; filter: ListFilter } | { ok: false; field: string } {
  const filter: Record<string, string[]> = {};
  for (const part of (text ?? '').split(',')) {
    if (part.trim() === '') continue;
    const colon = part.indexOf(':');
    const field = (colon < 0 ? part : part.slice(0, colon)).trim();
    const values =
      colon < 0
        ? []
        : part
            .slice(colon + 1)
            .split('|')
            .map((v) => v.trim());
    if (!allowed.includes(field) || field in filter || values.length === 0 || values.some((v) => v === '')) {
      return { ok: false, field };
    }
    filter[field] = values;
  }
  return { ok: true, filter };
}

/** Reads `sort_by` against the sortable fields: the field and its direction, or null when not allowed. */
export function parseSort(
  text: string | undefined,
  allowed: readonly string[],
  fallback: string,
): { field: string; descending: boolean } | null {
  const raw = text ?? fallback;
  const descending = raw.startsWith('-');
  const field = descending ? raw.slice(1) : raw;
  return allowed.includes(field) ? { field, descending } : null;
}
