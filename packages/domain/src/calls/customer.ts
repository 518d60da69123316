import { Type, type Static } from '@sinclair/typebox';
import { DEFAULT_PAGE_SIZE } from '../constants.js';
import {
  BUSINESS_SECTORS,
  BUSINESS_TYPES,
  MOBILE_PHONE_PATTERN,
  NPWP_PATTERN,
  POST_CODE_PATTERN,
} from '../customer.js';
import { EMAIL_PATTERN } from '../validation.js';
import { CITY_ID_PATTERN, DISTRICT_ID_PATTERN, PROVINCE_ID_PATTERN } from './area.js';
import { Page } from '../api.js';
import { Closed, DateTime, Id, PageNumber, literals, orNull } from './contract.js';

const required = (max: number) => Type.String({ minLength: 1, maxLength: max, pattern: '\\S' });

/** The customer fields of spec document 1 section 3; the super admin's phone and e-mail create their account. */
const customerFields = {
  name: required(120),
  /** The customer ID. */
  code: Type.String({ minLength: 1, maxLength: 30, pattern: '^[A-Za-z0-9][A-Za-z0-9_-]*$' }),
  business_sector: literals(BUSINESS_SECTORS),
  business_type: literals(BUSINESS_TYPES),
  npwp: Type.Optional(Type.String({ pattern: NPWP_PATTERN })),
  address: Type.Optional(Type.String({ maxLength: 300 })),
  province_id: Type.String({ pattern: PROVINCE_ID_PATTERN }),
  city_id: Type.String({ pattern: CITY_ID_PATTERN }),
  district_id: Type.String({ pattern: DISTRICT_ID_PATTERN }),
  post_code: Type.String({ pattern: POST_CODE_PATTERN }),
  contact_name: required(80),
  job_title: required(80),
  phone: Type.String({ pattern: MOBILE_PHONE_PATTERN }),
  email: Type.String({ maxLength: 200, pattern: EMAIL_PATTERN }),
};

/** POST user/user_org/add_user_org_customer; a dealer's customers go under the dealer itself. */
export const CustomerAddBody = Closed({
  ...customerFields,
  dealer_id: Type.Optional(Id()),
});
export type CustomerAddBody = Static<typeof CustomerAddBody>;

/** PUT user/user_org/edit_user_org_customer: only the fields given change. */
export const CustomerEditBody = Closed({
  id: Id(),
  ...Type.Partial(Closed({ ...customerFields, dealer_id: Id() })).properties,
});
export type CustomerEditBody = Static<typeof CustomerEditBody>;

const listParams = {
  page: PageNumber(),
  app_id: Type.Optional(Type.String({ maxLength: 40 })),
  filter: Type.Optional(Type.String({ maxLength: 500, description: 'field:value pairs joined by commas' })),
  search: Type.Optional(Type.String({ maxLength: 100 })),
  sort_by: Type.Optional(Type.String({ pattern: '^-?[a-z][a-z0-9_]*$', maxLength: 64 })),
};

/** The customer list loads 100 at a time (spec document 2 section 9). */
export const CUSTOMER_LIST_LIMIT = 100;

/** GET user/user_org/list_user_org_customer (page=1, limit 100, all=false; filter u.user_status). */
export const CustomerListQuery = Closed({
  ...listParams,
  limit: Type.Integer({ minimum: 1, maximum: 1000, default: CUSTOMER_LIST_LIMIT }),
  all: Type.Boolean({ default: false }),
});
export type CustomerListQuery = Static<typeof CustomerListQuery>;

/** GET user/user_org/advance_search_user_org_customer (page, limit, app_id, filter, search). */
export const CustomerSearchQuery = Closed({
  ...listParams,
  limit: Type.Integer({ minimum: 1, maximum: 1000, default: DEFAULT_PAGE_SIZE }),
});
export type CustomerSearchQuery = Static<typeof CustomerSearchQuery>;

/** Filters of the plain list: the super admin's status (the spec writes it u.user_status) and the dealer. */
export const CUSTOMER_LIST_FILTERS = ['user_status', 'u.user_status', 'dealer_id', 'isactive'] as const;

/** Filters of the advanced search: text fields match a part, the rest the exact value. */
export const CUSTOMER_SEARCH_FILTERS = [
  ...CUSTOMER_LIST_FILTERS,
  'name',
  'code',
  'contact_name',
  'business_sector',
  'business_type',
  'province_id',
  'city_id',
  'district_id',
  'post_code',
  'npwp',
] as const;
export const CUSTOMER_TEXT_FILTERS: readonly string[] = ['name', 'code', 'contact_name', 'npwp'];

export const CUSTOMER_SORTS = ['name', 'code', 'created_at', 'contact_name'] as const;

const customerRowFields = {
  id: Id(),
  name: orNull(Type.String()),
  code: orNull(Type.String()),
  username: orNull(Type.String()),
  phone: orNull(Type.String()),
  email: orNull(Type.String()),
  contact_name: orNull(Type.String()),
  business_sector: orNull(Type.String()),
  business_type: orNull(Type.String()),
  dealer_id: orNull(Id()),
  dealer_name: orNull(Type.String()),
  province_id: orNull(Type.String()),
  city_id: orNull(Type.String()),
  district_id: orNull(Type.String()),
  user_status: orNull(Type.Integer()),
  isactive: Type.Integer(),
  created_at: DateTime(),
};

/** A row of the customer lists: the super admin's username, phone and e-mail come masked. */
export const CustomerRow = Closed(customerRowFields);
export type CustomerRow = Static<typeof CustomerRow>;
export const CustomerPage = Page(CustomerRow);

/** view_user_org_customer: every field in full, with the area and dealer names. */
export const CustomerDetail = Closed({
  ...customerRowFields,
  npwp: orNull(Type.String()),
  address: orNull(Type.String()),
  post_code: orNull(Type.String()),
  job_title: orNull(Type.String()),
  province_name: orNull(Type.String()),
  city_name: orNull(Type.String()),
  district_name: orNull(Type.String()),
  super_admin_id: orNull(Id()),
  vehicle_count: Type.Integer({ minimum: 0 }),
});
export type CustomerDetail = Static<typeof CustomerDetail>;

/** add_user_org_customer: the customer and its super admin, and whether the set-password mail went out. */
export const CustomerAdded = Closed({ id: Id(), user_id: Id(), username: Type.String(), mail_sent: Type.Boolean() });
export type CustomerAdded = Static<typeof CustomerAdded>;

/** The advanced search form's criteria: parts of text may be given, every field optional. */
export const CustomerSearchCriteria = Closed({
  name: Type.Optional(Type.String({ maxLength: 120 })),
  code: Type.Optional(Type.String({ maxLength: 30 })),
  contact_name: Type.Optional(Type.String({ maxLength: 80 })),
  npwp: Type.Optional(Type.String({ maxLength: 20, pattern: '^[0-9. -]*$' })),
  post_code: Type.Optional(Type.String({ pattern: '^[0-9]{1,5}$' })),
  business_sector: Type.Optional(literals(BUSINESS_SECTORS)),
  business_type: Type.Optional(literals(BUSINESS_TYPES)),
  dealer_id: Type.Optional(Id()),
  province_id: Type.Optional(Type.String({ pattern: PROVINCE_ID_PATTERN })),
  city_id: Type.Optional(Type.String({ pattern: CITY_ID_PATTERN })),
  district_id: Type.Optional(Type.String({ pattern: DISTRICT_ID_PATTERN })),
  user_status: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 })),
});
