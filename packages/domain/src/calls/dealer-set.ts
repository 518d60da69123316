import { Type, type Static } from '@sinclair/typebox';
import { GENERIC_LIST_LIMIT } from '../constants.js';
import type { Viewer } from '../access.js';
import { hasPermission, type PermissionKey } from '../permissions.js';
import { REALM_ID } from '../realms.js';
import { Page } from '../api.js';
import { AreaOption } from './area.js';
import { Closed, Id, orNull, PageNumber } from './contract.js';

/**
 * Dealer groups (`user/user_org/{add,edit,view,delete,list}_dealer_group`) and dealer areas
 * (`user/org_area/…_org_area`) on the generic resource API (spec document 2 sections 7.1 and 7.5).
 * A group holds dealers; an area holds dealers and covers provinces, narrowed to chosen cities.
 */

export const DEALER_SET_SORTS = ['name', 'code', 'dealer_count'] as const;

/** list_dealer_group and list_org_area: the generic list parameters (filter has no field to offer). */
export const DealerSetQuery = Closed({
  page: PageNumber(),
  limit: Type.Integer({ minimum: 1, maximum: GENERIC_LIST_LIMIT, default: GENERIC_LIST_LIMIT }),
  all: Type.Boolean({ default: false }),
  app_id: Type.Optional(Type.String({ maxLength: 40 })),
  search: Type.Optional(Type.String({ maxLength: 100 })),
  sort_by: Type.Optional(Type.String({ pattern: '^-?[a-z][a-z0-9_]*$', maxLength: 64 })),
});
export type DealerSetQuery = Static<typeof DealerSetQuery>;

/** The permission key that changes groups and areas (the spec does not show one; see docs/decisions.md). */
export const DEALER_SET_EDIT_KEY: PermissionKey = 'add_user_org';

/** Groups and areas are the brand's: root and the admin realm change them, with DEALER_SET_EDIT_KEY. */
export const canManageDealerSets = (viewer: Viewer): boolean =>
  (viewer.isorgadmin === 0 || viewer.realm_id === REALM_ID.admin) && hasPermission(viewer, DEALER_SET_EDIT_KEY);

const listOf = (item: string) => `^\\s*(${item}\\s*(,\\s*${item}\\s*)*)?,?\\s*$`;
export const DEALER_IDS_PATTERN = listOf('[1-9][0-9]{0,8}');
export const PROVINCE_IDS_PATTERN = listOf('[0-9]{2}');
export const CITY_IDS_PATTERN = listOf('[0-9]{2}\\.[0-9]{2}');

/** Form bodies leave empty fields out, so a list emptied on purpose travels as a lone separator. */
export const EMPTY_LIST = ',';

/** Ids joined by commas as the form field carries them; an empty list is EMPTY_LIST. */
export const joinList = (items: readonly (string | number)[]): string =>
  items.length > 0 ? items.join(',') : EMPTY_LIST;

/** The distinct items of a comma-joined list, in the order given. */
export const splitList = (text: string | undefined): string[] => [
  ...new Set(
    (text ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== ''),
  ),
];

const id = Id();

const setFields = {
  name: Type.String({ minLength: 1, maxLength: 80, pattern: '\\S' }),
  /** Made from the name when not given. */
  code: Type.Optional(Type.String({ maxLength: 40, pattern: '^[A-Za-z0-9][A-Za-z0-9_-]*$' })),
  /** The member dealers; a dealer belongs to one group and one area, so adding it moves it. */
  dealer_ids: Type.Optional(Type.String({ maxLength: 4000, pattern: DEALER_IDS_PATTERN })),
};

const areaFields = {
  ...setFields,
  /** BPS province codes ('31'). */
  province_ids: Type.Optional(Type.String({ maxLength: 400, pattern: PROVINCE_IDS_PATTERN })),
  /** BPS city codes ('32.71'), each in a chosen province; a province with chosen cities is narrowed to them. */
  city_ids: Type.Optional(Type.String({ maxLength: 4000, pattern: CITY_IDS_PATTERN })),
};

export const DealerGroupAddBody = Closed(setFields);
export type DealerGroupAddBody = Static<typeof DealerGroupAddBody>;
export const DealerGroupEditBody = Closed({ id, ...Type.Partial(Closed(setFields)).properties });
export type DealerGroupEditBody = Static<typeof DealerGroupEditBody>;

export const OrgAreaAddBody = Closed(areaFields);
export type OrgAreaAddBody = Static<typeof OrgAreaAddBody>;
export const OrgAreaEditBody = Closed({ id, ...Type.Partial(Closed(areaFields)).properties });
export type OrgAreaEditBody = Static<typeof OrgAreaEditBody>;

const setRowFields = {
  id: Id(),
  code: Type.String(),
  name: Type.String(),
  dealer_count: Type.Integer({ minimum: 0 }),
  provinces: Type.Optional(Type.Array(AreaOption)),
  cities: Type.Optional(Type.Array(AreaOption)),
};

/** A group or area with how many dealers the caller sees in it; an area also with what it covers. */
export const DealerSetRow = Closed(setRowFields);
export type DealerSetRow = Static<typeof DealerSetRow>;
export const DealerSetPage = Page(DealerSetRow);

export const DealerSetMember = Closed({ id: Id(), code: orNull(Type.String()), name: Type.String() });
export type DealerSetMember = Static<typeof DealerSetMember>;

/** view_dealer_group and view_org_area: the row with its dealers the caller sees. */
export const DealerSetView = Closed({ ...setRowFields, dealers: Type.Array(DealerSetMember) });
export type DealerSetView = Static<typeof DealerSetView>;
