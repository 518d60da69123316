import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  CUSTOMER_LIST_FILTERS,
  CUSTOMER_SEARCH_FILTERS,
  maskedOrNull,
  maskEmail,
  maskPhone,
  maskUsername,
  REALM_ID,
  type CustomerListQuery,
  type CustomerSearchQuery,
} from '@armada/domain';
import type { Db } from '../../db/client.js';
import { organizations } from '../../db/schema.js';
import { orgCondition, type Scope } from '../../auth/scope.js';
import { areaName } from '../area/area-data.js';
import {
  customerDetailColumns,
  customerListColumns,
  dealerOrg,
  superAdmin,
  superAdminJoin,
} from './customer-columns.js';
import { customerCondition, customerSort } from './customer-filters.js';

type ListRow = { username: string | null; phone: string | null; email: string | null };

/** The customer lists never send the super admin's username, phone and e-mail in full. */
export function masked<T extends ListRow>(row: T): T {
  return {
    ...row,
    username: maskedOrNull(row.username, maskUsername),
    phone: maskedOrNull(row.phone, maskPhone),
    email: maskedOrNull(row.email, maskEmail),
  };
}

type PageRequest = { page: number; limit: number; all: boolean; sort_by?: string };

async function customerPage(db: Db, where: ReturnType<typeof customerCondition>, request: PageRequest) {
  const sort = customerSort(request.sort_by);
  const base = db
    .select(customerListColumns)
    .from(organizations)
    .leftJoin(superAdmin, superAdminJoin)
    .leftJoin(dealerOrg, eq(dealerOrg.id, organizations.dealer_id))
    .where(where)
    .orderBy(sort.descending ? desc(sort.column) : asc(sort.column), asc(organizations.id));
  const paged = request.all ? base : base.limit(request.limit).offset((request.page - 1) * request.limit);
  const [rows, totals] = await Promise.all([
    paged,
    db.select({ n: count() }).from(organizations).leftJoin(superAdmin, superAdminJoin).where(where),
  ]);
  const data = rows.map((row) => ({ ...masked(row), created_at: row.created_at.toISOString() }));
  return { data, total_data: Number(totals[0]?.n ?? 0), page: request.page, limit: request.limit };
}

const LIST_SEARCH: readonly AnyPgColumn[] = [organizations.name, organizations.code, organizations.contact_name];
const ADVANCED_SEARCH: readonly AnyPgColumn[] = [
  ...LIST_SEARCH,
  organizations.npwp,
  organizations.post_code,
  superAdmin.username,
  superAdmin.email,
  organizations.phone,
];

/** list_user_org_customer: the scope's customers, 100 a page unless all. */
export function listCustomers(db: Db, scope: Scope, query: CustomerListQuery) {
  const where = customerCondition(scope, query, CUSTOMER_LIST_FILTERS, LIST_SEARCH);
  return customerPage(db, where, query);
}

/** advance_search_user_org_customer: every customer field may narrow the list. */
export function searchCustomers(db: Db, scope: Scope, query: CustomerSearchQuery) {
  const where = customerCondition(scope, query, CUSTOMER_SEARCH_FILTERS, ADVANCED_SEARCH);
  return customerPage(db, where, { ...query, all: false });
}

/** One customer in full (view_user_org_customer), or undefined when the scope does not see it. */
export async function customerDetail(db: Db, scope: Scope, id: number) {
  const [row] = await db
    .select(customerDetailColumns)
    .from(organizations)
    .leftJoin(superAdmin, superAdminJoin)
    .leftJoin(dealerOrg, eq(dealerOrg.id, organizations.dealer_id))
    .where(
      and(
        eq(organizations.id, id),
        eq(organizations.realm_id, REALM_ID.customer),
        orgCondition(scope, organizations.id),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  const [province_name, city_name, district_name] = await Promise.all([
    areaName(row.province_id),
    areaName(row.city_id),
    areaName(row.district_id),
  ]);
  return { ...row, created_at: row.created_at.toISOString(), province_name, city_name, district_name };
}
