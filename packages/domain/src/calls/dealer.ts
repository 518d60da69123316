import { Type, type Static } from '@sinclair/typebox';
import { DEFAULT_PAGE_SIZE, GENERIC_LIST_LIMIT } from '../constants.js';
import { Page } from '../api.js';
import { Closed, Id, orNull, PageNumber } from './contract.js';

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
export const DealerRow = Closed({
  id: Id(),
  code: orNull(Type.String()),
  name: Type.String(),
  address: orNull(Type.String()),
  latitude: orNull(Type.Number()),
  longitude: orNull(Type.Number()),
  phone: orNull(Type.String()),
  email: orNull(Type.String()),
  dealer_group_id: orNull(Id()),
  dealer_group_name: orNull(Type.String()),
  org_area_id: orNull(Id()),
  org_area_name: orNull(Type.String()),
  customer_count: Type.Integer({ minimum: 0 }),
  isactive: Type.Integer(),
});
export type DealerRow = Static<typeof DealerRow>;
export const DealerPage = Page(DealerRow);
