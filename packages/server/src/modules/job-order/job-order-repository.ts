import { inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ON_DUTY_STATES, type JobOrder, type OnDutyVehicle } from '@armada/domain';
import { queryRows, type Db } from '../../db/client.js';
import { vehicles } from '../../db/schema.js';
import { orgCondition, vehicleCondition, type Scope } from '../../auth/scope.js';
import { vehicleGroupMembers, vehicleGroups } from '../vehicle-group/vehicle-group-tables.js';
import { jobOrders } from './job-order-tables.js';

/** A vehicle's job orders shown at most (newest first); total_count_job_order still counts them all. */
export const JOB_ORDERS_SHOWN = 100;

const ON_DUTY = sql`${jobOrders.status} IN (${sql.join(
  ON_DUTY_STATES.map((state) => sql`${state}`),
  sql`, `,
)})`;

/** ISO 8601 UTC text, the same on PGlite and PostgreSQL whatever the session time zone. */
const iso = (column: AnyPgColumn) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const JOB_ORDER_COLUMNS = sql`${jobOrders.id} AS id, ${jobOrders.number} AS number, ${jobOrders.title} AS title,
  ${jobOrders.status} AS status, ${jobOrders.origin} AS origin, ${jobOrders.destination} AS destination,
  ${jobOrders.driver_name} AS driver_name, ${iso(jobOrders.planned_start_at)} AS planned_start_at,
  ${iso(jobOrders.planned_end_at)} AS planned_end_at, ${iso(jobOrders.started_at)} AS started_at,
  ${iso(jobOrders.finished_at)} AS finished_at, ${iso(jobOrders.created_at)} AS created_at,
  ${iso(jobOrders.updated_at)} AS updated_at`;

/** Newest first: by when it started, else was planned to, else was written. */
const NEWEST_FIRST = sql`coalesce(${jobOrders.started_at}, ${jobOrders.planned_start_at}, ${jobOrders.created_at}) DESC,
  ${jobOrders.id} DESC`;

const visibleVehicle = (scope: Scope) =>
  vehicleCondition(scope, { organizationId: vehicles.organization_id, leasingOrgId: vehicles.leasing_org_id });

/** Vehicles in one of the groups (only groups the caller sees count); no groups means no narrowing. */
function inGroups(scope: Scope, groupIds: readonly number[] | undefined): SQL {
  if (!groupIds || groupIds.length === 0) return sql`true`;
  return sql`${vehicles.id} IN (SELECT ${vehicleGroupMembers.vehicle_id} FROM ${vehicleGroupMembers}
    JOIN ${vehicleGroups} ON ${vehicleGroups.id} = ${vehicleGroupMembers.group_id}
    WHERE ${inArray(vehicleGroupMembers.group_id, [...groupIds])} AND ${orgCondition(scope, vehicleGroups.organization_id)})`;
}

type OnDutyRow = JobOrder & {
  imei: string;
  vehicle_id: number;
  vehicle_name: string;
  vehicle_number: string | null;
  chassis_number: string | null;
  total: number;
};

function toOnDutyVehicle(row: OnDutyRow): OnDutyVehicle {
  const { imei, vehicle_id, vehicle_name, vehicle_number, chassis_number, total: _total, ...jobOrder } = row;
  return { imei, vehicle_id, vehicle_name, vehicle_number, chassis_number, job_order: jobOrder };
}

/** One page (by imei) of the vehicles on duty in scope and groups, each with its latest unfinished job order. */
export async function listOnDuty(
  db: Db,
  scope: Scope,
  groupIds: readonly number[] | undefined,
  paging: { page: number; pageSize: number },
): Promise<{ vehicles: OnDutyVehicle[]; total: number }> {
  const rows = await queryRows<OnDutyRow>(
    db,
    sql`WITH duty AS (
      SELECT DISTINCT ON (${vehicles.id}) ${vehicles.imei} AS imei, ${vehicles.id} AS vehicle_id,
        ${vehicles.vehicle_name} AS vehicle_name, ${vehicles.vehicle_number} AS vehicle_number,
        ${vehicles.chassis_number} AS chassis_number, ${JOB_ORDER_COLUMNS}
      FROM ${jobOrders} JOIN ${vehicles} ON ${vehicles.id} = ${jobOrders.vehicle_id}
      WHERE ${ON_DUTY} AND ${visibleVehicle(scope)} AND ${inGroups(scope, groupIds)}
      ORDER BY ${vehicles.id}, ${NEWEST_FIRST}
    )
    SELECT duty.*, count(*) OVER () AS total FROM duty ORDER BY imei
    LIMIT ${paging.pageSize} OFFSET ${(paging.page - 1) * paging.pageSize}`,
  );
  const total = rows[0] ? Number(rows[0].total) : (await countDuty(db, scope, groupIds)).on_duty;
  return { vehicles: rows.map(toOnDutyVehicle), total };
}

/** Vehicles in scope (and groups), and how many of them are on duty. */
export async function countDuty(
  db: Db,
  scope: Scope,
  groupIds: readonly number[] | undefined,
): Promise<{ total: number; on_duty: number }> {
  const [row] = await queryRows<{ total: number; on_duty: number }>(
    db,
    sql`SELECT count(*) AS total, count(*) FILTER (WHERE EXISTS (
        SELECT 1 FROM ${jobOrders} WHERE ${jobOrders.vehicle_id} = ${vehicles.id} AND ${ON_DUTY})) AS on_duty
      FROM ${vehicles} WHERE ${visibleVehicle(scope)} AND ${inGroups(scope, groupIds)}`,
  );
  return { total: Number(row?.total ?? 0), on_duty: Number(row?.on_duty ?? 0) };
}

/** The vehicle with this chassis number when the caller sees it (chassis numbers compare without case). */
export async function findVisibleVehicleId(db: Db, scope: Scope, chassis: string): Promise<number | undefined> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`SELECT ${vehicles.id} AS id FROM ${vehicles}
      WHERE upper(${vehicles.chassis_number}) = ${chassis.toUpperCase()} AND ${visibleVehicle(scope)} LIMIT 1`,
  );
  return row?.id;
}

/** A vehicle's job orders, newest first, with how many it has in all. */
export async function listVehicleJobOrders(db: Db, vehicleId: number): Promise<{ rows: JobOrder[]; total: number }> {
  const rows = await queryRows<JobOrder & { total: number }>(
    db,
    sql`SELECT ${JOB_ORDER_COLUMNS}, count(*) OVER () AS total FROM ${jobOrders}
      WHERE ${jobOrders.vehicle_id} = ${vehicleId} ORDER BY ${NEWEST_FIRST} LIMIT ${JOB_ORDERS_SHOWN}`,
  );
  return { rows: rows.map(({ total: _total, ...order }) => order), total: rows[0] ? Number(rows[0].total) : 0 };
}
