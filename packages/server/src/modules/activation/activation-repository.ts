import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  activationStatusLabel,
  type ActivationSort,
  type VehicleActivationEvent,
  type VehicleActivationQuery,
  type VehicleActivationRow,
} from '@armada/domain';
import type { Db } from '../../db/client.js';
import { organizations, users, vehicles } from '../../db/schema.js';
import { vehicleCondition, type Scope } from '../../auth/scope.js';
import { notFound } from '../../errors.js';
import { vehicleSearch } from '../vehicle/vehicle-history-repository.js';
import { vehicleActivationEvents as events } from './activation-tables.js';

const owner = alias(organizations, 'owner');
const dealer = alias(organizations, 'dealer');

const FIELDS = {
  id: vehicles.id,
  imei: vehicles.imei,
  vehicle_name: vehicles.vehicle_name,
  vehicle_number: vehicles.vehicle_number,
  chassis_number: vehicles.chassis_number,
  owner_id: vehicles.organization_id,
  owner_name: owner.name,
  dealer_name: dealer.name,
  activation_status: vehicles.activation_status,
  activation_state: vehicles.activation_state,
  activation_date: sql<string | null>`${vehicles.activation_date}::text`,
  invited_at: vehicles.activation_invited_at,
  last_change_at: vehicles.activation_changed_at,
};

type Record = { [K in keyof typeof FIELDS]: unknown } & {
  activation_status: string;
  invited_at: Date | string | null;
  last_change_at: Date | string | null;
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toRow(record: Record): VehicleActivationRow {
  const row = record as unknown as VehicleActivationRow & Record;
  return {
    ...row,
    activation_status_name: activationStatusLabel(row.activation_status),
    invited_at: iso(record.invited_at),
    last_change_at: iso(record.last_change_at),
  };
}

const visible = (scope: Scope) =>
  vehicleCondition(scope, { organizationId: vehicles.organization_id, leasingOrgId: vehicles.leasing_org_id });

function orderOf(sort: ActivationSort | undefined): SQL[] {
  const descending = sort?.startsWith('-') ?? false;
  const field = sort?.replace(/^-/, '') ?? 'vehicle_name';
  const direction = descending ? desc : asc;
  const tail = asc(vehicles.id);
  switch (field) {
    case 'activation_date':
      return [
        descending
          ? sql`${vehicles.activation_date} DESC NULLS LAST`
          : sql`${vehicles.activation_date} ASC NULLS FIRST`,
        tail,
      ];
    case 'last_change_at':
      // The index's order (changed DESC NULLS LAST, id) read forwards or backwards: no sort of the whole fleet.
      return descending
        ? [sql`${vehicles.activation_changed_at} DESC NULLS LAST`, tail]
        : [sql`${vehicles.activation_changed_at} ASC NULLS FIRST`, desc(vehicles.id)];
    default:
      return [direction(sql`lower(${vehicles.vehicle_name})`), tail];
  }
}

const records = (db: Db) =>
  db
    .select(FIELDS)
    .from(vehicles)
    .leftJoin(owner, eq(owner.id, vehicles.organization_id))
    .leftJoin(dealer, eq(dealer.id, owner.dealer_id));

/** The registered vehicles the caller sees, filtered, one page in the asked order, with the total. */
export async function listActivations(db: Db, scope: Scope, query: VehicleActivationQuery) {
  const condition = and(
    visible(scope),
    eq(vehicles.registration_status, 'registered'),
    query.activation_status === undefined ? undefined : eq(vehicles.activation_status, query.activation_status),
    query.owner_id === undefined ? undefined : eq(vehicles.organization_id, query.owner_id),
    vehicleSearch(query.search, owner.name),
  );
  const [rows, [total]] = await Promise.all([
    records(db)
      .where(condition)
      .orderBy(...orderOf(query.sort))
      .limit(query.count_perpage)
      .offset((query.page - 1) * query.count_perpage),
    db.select({ n: count() }).from(vehicles).leftJoin(owner, eq(owner.id, vehicles.organization_id)).where(condition),
  ]);
  return { rows: (rows as Record[]).map(toRow), total: total?.n ?? 0 };
}

/** One vehicle's row, when the caller sees it; 404 otherwise. */
export async function activationOf(db: Db, scope: Scope, vehicleId: number): Promise<VehicleActivationRow> {
  const [record] = await records(db).where(and(visible(scope), eq(vehicles.id, vehicleId)));
  if (!record) throw notFound();
  return toRow(record as Record);
}

/** A vehicle's changes and notes, newest first, with who made them. */
export async function activationHistory(db: Db, vehicleId: number): Promise<VehicleActivationEvent[]> {
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
    .where(eq(events.vehicle_id, vehicleId))
    .orderBy(desc(events.created_at), desc(events.id));
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}
