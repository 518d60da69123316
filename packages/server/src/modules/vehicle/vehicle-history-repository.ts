import { and, asc, count, desc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { historyCodes, NOT_UPDATED_AFTER_MS, type VehicleHistoryQuery, type VehicleHistorySort } from '@armada/domain';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { organizations, users, vehicleSensors, vehicleState, vehicles } from '../../db/schema.js';
import { vehicleCondition, type Scope } from '../../auth/scope.js';
import { toHistoryRow, type HistoryRecord, type Locate } from './vehicle-history-row.js';
import { silenceReasonSql } from './silence-reason-sql.js';

/** The filters of the history calls (paging and the download's header apart). */
export type HistoryFilter = Omit<VehicleHistoryQuery, 'count_perpage' | 'page' | 'header'>;

export type HistoryWindow = { offset: number; limit: number };

const owner = alias(organizations, 'owner');
const dealer = alias(organizations, 'dealer');
const lessor = alias(organizations, 'lessor');
const ownerAdmin = alias(users, 'owner_admin');

const inList = (column: AnyPgColumn, text: string | undefined) => {
  const codes = historyCodes(text);
  return codes.length > 0 ? inArray(column, codes) : undefined;
};

/** Vehicles fitted with a sensor of the type (all_sensor: any); the spec's `fitur`. */
function fitted(fitur: HistoryFilter['fitur']): SQL | undefined {
  if (!fitur) return undefined;
  const type = fitur === 'all_sensor' ? sql`` : sql` AND ${vehicleSensors.type_sensor} = ${fitur}`;
  return sql`EXISTS (SELECT 1 FROM ${vehicleSensors} WHERE ${vehicleSensors.vehicle_id} = ${vehicles.id}${type})`;
}

/** Vehicles whose name, plate, chassis, IMEI or owner's name holds the text (the owner joined as `ownerName`'s table). */
export function vehicleSearch(search: string | undefined, ownerName: AnyPgColumn): SQL | undefined {
  const text = search?.trim().toLowerCase();
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return or(
    ...[vehicles.vehicle_name, vehicles.vehicle_number, vehicles.chassis_number, vehicles.imei, ownerName].map(
      (column) => sql`lower(${column}) LIKE ${pattern}`,
    ),
  );
}

/** No data, or none within NOT_UPDATED_AFTER_MS. */
const silentSince = (now: number) =>
  or(isNull(vehicleState.time), lt(vehicleState.time, new Date(now - NOT_UPDATED_AFTER_MS)));

/** Silent vehicles whose likely reason is one of those asked. */
function reasonCondition(text: string | undefined, now: number): SQL | undefined {
  const reasons = historyCodes(text);
  if (reasons.length === 0) return undefined;
  return and(silentSince(now), inArray(silenceReasonSql(), reasons));
}

/** The scope, every filter and, for the not-updated list, no data or none within NOT_UPDATED_AFTER_MS. */
function conditionOf(scope: Scope, filter: HistoryFilter, notUpdatedOnly: boolean, now: number): SQL | undefined {
  const gpsTypes = historyCodes(filter.gps_type).map(Number);
  return and(
    reasonCondition(filter.likely_reason, now),
    vehicleCondition(scope, { organizationId: vehicles.organization_id, leasingOrgId: vehicles.leasing_org_id }),
    inList(vehicles.euro_std, filter.euro_std),
    inList(vehicles.device_status, filter.device_status),
    inList(vehicles.activation_status, filter.activation_status),
    inList(vehicles.registration_status, filter.registration_status),
    gpsTypes.length > 0 ? inArray(vehicles.gpstype, gpsTypes) : undefined,
    filter.owner_id ? eq(vehicles.organization_id, filter.owner_id) : undefined,
    filter.dealer_id ? eq(owner.dealer_id, filter.dealer_id) : undefined,
    filter.leasing_id ? eq(vehicles.leasing_org_id, filter.leasing_id) : undefined,
    fitted(filter.fitur),
    vehicleSearch(filter.search, owner.name),
    notUpdatedOnly ? silentSince(now) : undefined,
  );
}

/** ORDER BY for a sort value; name and plate by their lower() indexes, no data first when oldest first. */
function orderOf(sort: VehicleHistorySort): SQL[] {
  const descending = sort.startsWith('-');
  const field = (descending ? sort.slice(1) : sort) as VehicleHistorySort;
  const direction = descending ? desc : asc;
  const tail = asc(vehicles.id);
  switch (field) {
    case 'vehicle_name':
      return [direction(sql`lower(${vehicles.vehicle_name})`), tail];
    case 'vehicle_number':
      return [direction(sql`lower(${vehicles.vehicle_number})`), tail];
    case 'last_update':
      return [descending ? sql`${vehicleState.time} DESC NULLS LAST` : sql`${vehicleState.time} ASC NULLS FIRST`, tail];
    case 'chassis_number':
      return [direction(vehicles.chassis_number), tail];
    default:
      return [direction(vehicles.created_at), tail];
  }
}

const FIELDS = {
  id: vehicles.id,
  imei: vehicles.imei,
  vehicle_name: vehicles.vehicle_name,
  vehicle_number: vehicles.vehicle_number,
  chassis_number: vehicles.chassis_number,
  euro_std: vehicles.euro_std,
  gpstype: vehicles.gpstype,
  device_status: vehicles.device_status,
  activation_status: vehicles.activation_status,
  activation_date: sql<string | null>`${vehicles.activation_date}::text`,
  registration_status: vehicles.registration_status,
  owner_id: vehicles.organization_id,
  owner_name: owner.name,
  dealer_id: owner.dealer_id,
  dealer_name: dealer.name,
  leasing_id: vehicles.leasing_org_id,
  leasing_name: lessor.name,
  created_at: vehicles.created_at,
  time: vehicleState.time,
  lat: vehicleState.lat,
  lng: vehicleState.lng,
  speed: vehicleState.speed,
  sat: vehicleState.sat,
  props: vehicleState.props,
  owner_contact_name: sql<string | null>`coalesce(${owner.contact_name}, ${ownerAdmin.name})`,
  owner_phone: sql<string | null>`coalesce(${owner.phone}, ${ownerAdmin.phone})`,
  owner_email: sql<string | null>`coalesce(${owner.email}, ${ownerAdmin.email})`,
};

/** Owner, its dealer and the leasing company by their primary keys; PostgreSQL drops the joins a count does not use. */
const JOINS = {
  state: eq(vehicleState.imei, vehicles.imei),
  owner: eq(owner.id, vehicles.organization_id),
  dealer: eq(dealer.id, owner.dealer_id),
  lessor: eq(lessor.id, vehicles.leasing_org_id),
  ownerAdmin: eq(ownerAdmin.id, owner.super_admin_id),
};

/** The vehicles with their state, owner, dealer and leasing company, for a list or a download. */
const records = (db: Db) =>
  db
    .select(FIELDS)
    .from(vehicles)
    .leftJoin(vehicleState, JOINS.state)
    .leftJoin(owner, JOINS.owner)
    .leftJoin(dealer, JOINS.dealer)
    .leftJoin(lessor, JOINS.lessor)
    .leftJoin(ownerAdmin, JOINS.ownerAdmin);

type ListOptions = { notUpdatedOnly: boolean; now: number; locate: Locate };

/** One window of the visible vehicles matching the filter, in SQL order, with the total. */
export async function listVehicleHistory(
  db: Db,
  scope: Scope,
  filter: HistoryFilter,
  window: HistoryWindow,
  options: ListOptions,
) {
  const where = conditionOf(scope, filter, options.notUpdatedOnly, options.now);
  const [rows, totals] = await Promise.all([
    records(db)
      .where(where)
      .orderBy(...orderOf(filter.sort))
      .limit(window.limit)
      .offset(window.offset),
    db
      .select({ n: count() })
      .from(vehicles)
      .leftJoin(vehicleState, JOINS.state)
      .leftJoin(owner, JOINS.owner)
      .where(where),
  ]);
  return {
    rows: (rows as HistoryRecord[]).map((record) => toHistoryRow(record, options.now, options.locate)),
    total: Number(totals[0]?.n ?? 0),
  };
}

/**
 * The ids of a download's vehicles in the list's order, all of them when `window.limit` is absent.
 * The joins the ids do not use are dropped by PostgreSQL; by lower(name) or lower(plate) this reads
 * an index (migration 0017).
 */
export async function vehicleHistoryIds(
  db: Db,
  scope: Scope,
  filter: HistoryFilter,
  window: { offset: number; limit?: number },
  options: ListOptions,
): Promise<number[]> {
  const query = db
    .select({ id: vehicles.id })
    .from(vehicles)
    .leftJoin(vehicleState, JOINS.state)
    .leftJoin(owner, JOINS.owner)
    .where(conditionOf(scope, filter, options.notUpdatedOnly, options.now))
    .orderBy(...orderOf(filter.sort))
    .offset(window.offset);
  const rows = await (window.limit === undefined ? query : query.limit(window.limit));
  return rows.map((row) => row.id);
}

/**
 * The rows of these vehicles, in no particular order (a download's page, by primary key). The ids go
 * as one array parameter: thousands of `IN ($1, $2 ...)` parameters take longer to plan than to read.
 */
export async function vehicleHistoryRows(db: Db, ids: readonly number[], now: number, locate: Locate) {
  const idArray = `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
  const rows = await records(db).where(sql`${vehicles.id} = ANY(${idArray}::int[])`);
  return (rows as HistoryRecord[]).map((record) => toHistoryRow(record, now, locate));
}

/** The silent vehicles matching the filter per likely reason, most first (one grouped read). */
export async function notUpdatedSummary(db: Db, scope: Scope, filter: Omit<HistoryFilter, 'sort'>, now: number) {
  const reason = silenceReasonSql();
  const rows = await db
    .select({ likely_reason: reason, total: count() })
    .from(vehicles)
    .leftJoin(vehicleState, JOINS.state)
    .leftJoin(owner, JOINS.owner)
    .where(conditionOf(scope, { ...filter, sort: 'vehicle_name' }, true, now))
    .groupBy(reason)
    .orderBy(desc(count()));
  return rows.map((row) => ({ likely_reason: row.likely_reason, total: Number(row.total) }));
}
