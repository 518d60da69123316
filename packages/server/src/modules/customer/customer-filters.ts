import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { CUSTOMER_TEXT_FILTERS, parseListFilter, parseSort, REALM_ID } from '@armada/domain';
import { containsPattern } from '../../db/like.js';
import { organizations } from '../../db/schema.js';
import { orgCondition, type Scope } from '../../auth/scope.js';
import { AppError } from '../../errors.js';
import { customerSortColumns, superAdmin } from './customer-columns.js';

const INTEGER = /^-?\d{1,9}$/;
const invalid = (field: string) => new AppError(400, 'invalid_list_parameter', { values: { field } });

const FILTER_COLUMNS: Readonly<Record<string, { column: AnyPgColumn; integer?: true }>> = {
  user_status: { column: superAdmin.isactive, integer: true },
  'u.user_status': { column: superAdmin.isactive, integer: true },
  dealer_id: { column: organizations.dealer_id, integer: true },
  isactive: { column: organizations.isactive, integer: true },
  name: { column: organizations.name },
  code: { column: organizations.code },
  contact_name: { column: organizations.contact_name },
  npwp: { column: organizations.npwp },
  business_sector: { column: organizations.business_sector },
  business_type: { column: organizations.business_type },
  province_id: { column: organizations.province_id },
  city_id: { column: organizations.city_id },
  district_id: { column: organizations.district_id },
  post_code: { column: organizations.post_code },
};

const contains = (column: AnyPgColumn, text: string) =>
  sql`lower(${column}) LIKE ${containsPattern(text.toLowerCase())}`;

/** One filter's condition: text fields match a part of any value given, the others exactly. */
function filterCondition(field: string, values: readonly string[]): SQL {
  const spec = FILTER_COLUMNS[field];
  if (!spec) throw invalid(`filter ${field}`);
  if (spec.integer) {
    if (!values.every((v) => INTEGER.test(v))) throw invalid(`filter ${field}`);
    return inArray(spec.column, values.map(Number));
  }
  if (field === 'npwp') return or(...values.map((v) => contains(spec.column, v.replace(/\D/g, '')))) ?? sql`false`;
  if (CUSTOMER_TEXT_FILTERS.includes(field)) return or(...values.map((v) => contains(spec.column, v))) ?? sql`false`;
  return inArray(spec.column, [...values]);
}

/** The customers the scope sees, narrowed by `filter` (only the allowed fields) and `search`. */
export function customerCondition(
  scope: Scope,
  query: { filter?: string; search?: string },
  allowed: readonly string[],
  searched: readonly AnyPgColumn[],
): SQL | undefined {
  const parsed = parseListFilter(query.filter, allowed);
  if (!parsed.ok) throw invalid(`filter ${parsed.field}`);
  const search = query.search?.trim();
  return and(
    eq(organizations.realm_id, REALM_ID.customer),
    orgCondition(scope, organizations.id),
    search ? or(...searched.map((column) => contains(column, search))) : undefined,
    ...Object.entries(parsed.filter).map(([field, values]) => filterCondition(field, values)),
  );
}

/** sort_by checked against the sortable fields: the column and direction. */
export function customerSort(sortBy: string | undefined): { column: AnyPgColumn; descending: boolean } {
  const sort = parseSort(sortBy, Object.keys(customerSortColumns), 'name');
  if (!sort) throw invalid('sort_by');
  return {
    column: customerSortColumns[sort.field as keyof typeof customerSortColumns],
    descending: sort.descending,
  };
}
