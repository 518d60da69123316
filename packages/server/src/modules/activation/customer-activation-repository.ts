import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  REALM_ID,
  type CustomerAccountCode,
  type CustomerActivationEvent,
  type CustomerActivationQuery,
  type CustomerActivationRow,
  type CustomerActivationSort,
} from '@armada/domain';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { organizations, users } from '../../db/schema.js';
import { orgCondition, type Scope } from '../../auth/scope.js';
import { notFound } from '../../errors.js';
import { superAdmin, superAdminJoin } from '../customer/customer-columns.js';
import { customerActivation, customerActivationEvents as events } from './customer-activation-tables.js';

const dealer = alias(organizations, 'dealer');
/** The activation columns, joined to the customer's own row (the same table, under another name). */
const state = alias(customerActivation, 'activation');

/** Registered vehicles of the customer, and those of them active (code '2'). */
const fleet = (activeOnly: boolean) =>
  sql<number>`(SELECT count(*)::int FROM vehicles v WHERE v.organization_id = ${organizations.id}
    AND v.registration_status = 'registered'${activeOnly ? sql` AND v.activation_status = '2'` : sql``})`;

const FIELDS = {
  id: organizations.id,
  name: organizations.name,
  code: organizations.code,
  dealer_id: organizations.dealer_id,
  dealer_name: dealer.name,
  admin_name: superAdmin.name,
  // Where the set-password mail goes: the e-mail, else a username that is one (as new customers' are).
  admin_email: sql<
    string | null
  >`CASE WHEN ${superAdmin.email} IS NOT NULL THEN ${superAdmin.email} WHEN ${superAdmin.username} LIKE '%@%' THEN ${superAdmin.username} END`,
  admin_isactive: superAdmin.isactive,
  activation_state: state.activation_state,
  invited_at: state.activation_invited_at,
  last_change_at: state.activation_changed_at,
  vehicles: fleet(false),
  activated_vehicles: fleet(true),
};

type Record = Omit<CustomerActivationRow, 'activation_status' | 'invited_at' | 'last_change_at'> & {
  admin_isactive: number | null;
  invited_at: Date | string | null;
  last_change_at: Date | string | null;
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toRow({ admin_isactive, ...record }: Record): CustomerActivationRow {
  return {
    ...record,
    activation_status: admin_isactive === null ? null : (String(admin_isactive) as CustomerAccountCode),
    vehicles: Number(record.vehicles),
    activated_vehicles: Number(record.activated_vehicles),
    invited_at: iso(record.invited_at),
    last_change_at: iso(record.last_change_at),
  };
}

/** Customers the caller sees: all for the brand, a dealer's own customers; a customer is refused before this. */
const visible = (scope: Scope) =>
  and(eq(organizations.realm_id, REALM_ID.customer), orgCondition(scope, organizations.id));

function orderOf(sort: CustomerActivationSort | undefined): SQL[] {
  const descending = sort?.startsWith('-') ?? false;
  const field = sort?.replace(/^-/, '') ?? 'name';
  if (field === 'name') return [(descending ? desc : asc)(sql`lower(${organizations.name})`), asc(organizations.id)];
  const column = field === 'invited_at' ? state.activation_invited_at : state.activation_changed_at;
  return descending
    ? [sql`${column} DESC NULLS LAST`, desc(organizations.id)]
    : [sql`${column} ASC NULLS FIRST`, asc(organizations.id)];
}

function searchOf(search: string | undefined): SQL | undefined {
  const text = search?.trim().toLowerCase();
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return or(
    ...[organizations.name, organizations.code, dealer.name, superAdmin.name, superAdmin.email].map(
      (column) => sql`lower(${column}) LIKE ${pattern}`,
    ),
  );
}

const records = (db: Db) =>
  db
    .select(FIELDS)
    .from(organizations)
    .innerJoin(state, eq(state.id, organizations.id))
    .leftJoin(dealer, eq(dealer.id, organizations.dealer_id))
    .leftJoin(superAdmin, superAdminJoin);

const counted = (db: Db) =>
  db
    .select({ n: count() })
    .from(organizations)
    .leftJoin(dealer, eq(dealer.id, organizations.dealer_id))
    .leftJoin(superAdmin, superAdminJoin);

/** The customers the caller sees, filtered, one page in the asked order, with the total. */
export async function listCustomerActivations(db: Db, scope: Scope, query: CustomerActivationQuery) {
  const condition = and(
    visible(scope),
    query.activation_status === undefined ? undefined : eq(superAdmin.isactive, Number(query.activation_status)),
    query.owner_id === undefined ? undefined : eq(organizations.id, query.owner_id),
    query.dealer_id === undefined ? undefined : eq(organizations.dealer_id, query.dealer_id),
    searchOf(query.search),
  );
  const [rows, [total]] = await Promise.all([
    records(db)
      .where(condition)
      .orderBy(...orderOf(query.sort))
      .limit(query.count_perpage)
      .offset((query.page - 1) * query.count_perpage),
    counted(db).where(condition),
  ]);
  return { rows: (rows as unknown as Record[]).map(toRow), total: Number(total?.n ?? 0) };
}

/** One customer's row, when the caller sees it; 404 otherwise. */
export async function customerActivationOf(db: Db, scope: Scope, customerId: number): Promise<CustomerActivationRow> {
  const [record] = await records(db).where(and(visible(scope), eq(organizations.id, customerId)));
  if (!record) throw notFound();
  return toRow(record as unknown as Record);
}

/** The customer's super admin (id, name, e-mail, account state), when it has one. */
export async function superAdminOf(db: Db, customerId: number) {
  const [admin] = await db
    .select({ id: superAdmin.id, name: superAdmin.name, username: superAdmin.username, email: superAdmin.email })
    .from(organizations)
    .innerJoin(superAdmin, superAdminJoin)
    .where(eq(organizations.id, customerId));
  return admin;
}

/** A customer's changes and notes, newest first, with who made them. */
export async function customerActivationHistory(db: Db, customerId: number): Promise<CustomerActivationEvent[]> {
  const rows = await db
    .select({
      id: events.id,
      event: events.event,
      note: events.note,
      user_name: users.name,
      created_at: events.created_at,
    })
    .from(events)
    .leftJoin(users, eq(users.id, events.user_id))
    .where(eq(events.organization_id, customerId))
    .orderBy(desc(events.created_at), desc(events.id));
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}
