import { Type, type Static } from '@sinclair/typebox';
import { DEFAULT_PAGE_SIZE, GENERIC_LIST_LIMIT } from '../constants.js';
import { Closed, Id, PageNumber } from './contract.js';

/**
 * GET user/user_org/list_user_org_dealer (all, app_id; we add page, limit, search and a filter on
 * dealer_group_id or org_area_id). Groups and areas are in dealer-set.ts.
 */
export const DealerListQuery = Closed({
  page: PageNumber(),
  limit: Type.Integer({ minimum: 1, maximum: GENERIC_LIST_LIMIT, default: DEFAULT_PAGE_SIZE }),
  all: Type.Boolean({ default: false }),
  app_id: Type.Optional(Type.String({ maxLength: 40 })),
  search: Type.Optional(Type.String({ maxLength: 100 })),
  filter: Type.Optional(Type.String({ maxLength: 200 })),
  sort_by: Type.Optional(Type.String({ pattern: '^-?[a-z][a-z0-9_]*$', maxLength: 64 })),
});
export type DealerListQuery = Static<typeof DealerListQuery>;

export const DEALER_FILTERS = ['dealer_group_id', 'org_area_id'] as const;
export const DEALER_SORTS = ['code', 'name', 'customer_count'] as const;

export const DealerViewQuery = Closed({
  id: Id(),
  app_id: Type.Optional(Type.String({ maxLength: 40 })),
});

/** A dealer with its position, group and area (spec document 1 section 3: id, code, name, address, latitude, longitude). */
export type DealerRow = {
  id: number;
  code: string | null;
  name: string;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  phone: string | null;
  email: string | null;
  dealer_group_id: number | null;
  dealer_group_name: string | null;
  org_area_id: number | null;
  org_area_name: string | null;
  customer_count: number;
  isactive: number;
};
