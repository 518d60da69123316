import { and, sql, type SQL } from 'drizzle-orm';
import { NOT_UPDATED_AFTER_MS, type MovementTypeFilter, type ProductionSort } from '@armada/domain';
import { queryRows, type Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { vehicleSensors, vehicleState, vehicles } from '../../db/schema.js';
import { vehicleCondition, type Scope } from '../../auth/scope.js';
import type { MonitoringRow } from './monitoring-row.js';

export type MonitoringFilter = {
  /** Only euro4 vehicles (production monitoring). */
  euro4Only?: boolean;
  search?: string | undefined;
  type?: MovementTypeFilter;
  sort?: ProductionSort | 'imei';
};

export type MonitoringPaging = { limit: number; page: number };

type SortKey = { column: 'vehicle_name' | 'vehicle_number' | 'time' | 'imei'; desc: boolean };

function sortKey(sort: MonitoringFilter['sort'] = 'imei'): SortKey {
  const desc = sort.startsWith('-');
  return { column: (desc ? sort.slice(1) : sort) as SortKey['column'], desc };
}

/** ORDER BY over the page's own column names; imei last keeps paging stable. */
function orderBy(key: SortKey): SQL {
  const dir = sql.raw(key.desc ? 'DESC' : 'ASC');
  const column = sql.identifier(key.column);
  const tail = key.column === 'imei' ? sql`` : sql`, imei ASC`;
  return sql`${column} ${dir} NULLS LAST${tail}`;
}

/** The spec's euro4 spellings ('euro4', 'EURO 4', 'Euro-IV', '4'), as euroStd() in the domain reads them. */
const isEuro4 = sql`lower(btrim(${vehicles.euro_std})) ~ '^(euro[[:space:]_-]*)?(4|iv)$'`;

/**
 * deriveMovement() in SQL, so the type filter pages correctly; monitoring-routes tests check both
 * agree. Inactive devices first, then stale or missing data, then ignition and speed.
 */
function movementCondition(type: MovementTypeFilter, now: number): SQL | undefined {
  if (type === 'all') return undefined;
  const cutoff = new Date(now - NOT_UPDATED_AFTER_MS).toISOString();
  const active = sql`${vehicles.device_status} <> 'inactive'`;
  const fresh = sql`${active} AND ${vehicleState.time} >= ${cutoff}::timestamptz`;
  const ignOn = sql`(${vehicleState.props}->>'ign') = '1'`;
  switch (type) {
    case 'inactive':
      return sql`${vehicles.device_status} = 'inactive'`;
    case 'notupdate':
      return sql`${active} AND (${vehicleState.time} IS NULL OR ${vehicleState.time} < ${cutoff}::timestamptz)`;
    case 'moving':
      return sql`${fresh} AND ${ignOn} AND ${vehicleState.speed} > 0`;
    case 'idling':
      return sql`${fresh} AND ${ignOn} AND NOT (${vehicleState.speed} > 0)`;
    case 'off':
      return sql`${fresh} AND (${vehicleState.props}->>'ign') IS DISTINCT FROM '1'`;
  }
}

function searchCondition(search: string | undefined): SQL | undefined {
  const text = search?.trim().toLowerCase();
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return sql`(lower(${vehicles.vehicle_name}) LIKE ${pattern} OR lower(${vehicles.vehicle_number}) LIKE ${pattern}
    OR lower(${vehicles.chassis_number}) LIKE ${pattern} OR lower(${vehicles.imei}) LIKE ${pattern})`;
}

/** One page of the visible vehicles that match the filter, with the total (a window count). */
export async function listMonitoringRows(
  db: Db,
  scope: Scope,
  filter: MonitoringFilter,
  paging: MonitoringPaging,
  now: number,
): Promise<{ rows: MonitoringRow[]; total: number }> {
  const where = and(
    vehicleCondition(scope, { organizationId: vehicles.organization_id, leasingOrgId: vehicles.leasing_org_id }),
    filter.euro4Only ? isEuro4 : undefined,
    searchCondition(filter.search),
    movementCondition(filter.type ?? 'all', now),
  );
  const order = orderBy(sortKey(filter.sort));
  const rows = await selectRows<MonitoringRow & { total: number }>(db, where, order, paging);
  const total = rows.length > 0 ? Number(rows[0]?.total) : await countPastEnd(db, where, paging);
  return { rows, total };
}

/**
 * The monitoring rows matching `where`, answered as one JSON text: parsing it once is many times
 * faster than the drivers' per-column parsing of 20,000 rows (PGlite most of all). Each row's
 * sensors are aggregated with current_value read from the state props by `source` ('temp.0' is
 * props.temp[0]).
 */
async function selectRows<T>(
  db: Db,
  where: SQL | undefined,
  order: SQL,
  paging: MonitoringPaging | null,
): Promise<T[]> {
  const window = paging ? sql`LIMIT ${paging.limit} OFFSET ${(paging.page - 1) * paging.limit}` : sql``;
  const [result] = await queryRows<{ rows: string }>(
    db,
    sql`WITH page AS (
      SELECT ${vehicles.id} AS id, ${vehicles.imei} AS imei, ${vehicles.gpstype} AS gpstype,
        ${vehicles.vehicle_name} AS vehicle_name, ${vehicles.vehicle_number} AS vehicle_number,
        ${vehicles.chassis_number} AS chassis_number, ${vehicles.euro_std} AS euro_std,
        ${vehicles.vehicle_type} AS vehicle_type, ${vehicles.vehicle_group} AS vehicle_group,
        ${vehicles.device_status} AS device_status, ${vehicles.activation_status} AS activation_status,
        ${vehicles.activation_date}::text AS activation_date,
        ${vehicles.organization_id} AS organization_id, ${vehicles.leasing_org_id} AS leasing_org_id,
        (extract(epoch FROM ${vehicles.updated_at}) * 1000000)::bigint::float8 AS vehicle_changed_at,
        (extract(epoch FROM ${vehicleState.time}) * 1000)::float8 AS time,
        ${vehicleState.lat} AS lat, ${vehicleState.lng} AS lng, ${vehicleState.alt} AS alt,
        ${vehicleState.head} AS head, ${vehicleState.speed} AS speed, ${vehicleState.sat} AS sat,
        ${vehicleState.props} AS props, count(*) OVER () AS total
      FROM ${vehicles} LEFT JOIN ${vehicleState} ON ${vehicleState.imei} = ${vehicles.imei}
      WHERE ${where ?? sql`true`}
      ORDER BY ${order}
      ${window}
    )
    SELECT coalesce(json_agg(r ORDER BY ${order}), '[]')::text AS rows FROM (
      SELECT page.*, (
        SELECT json_agg(json_build_object(
          'id', s.id, 'type_id', s.type_id, 'type_sensor', s.type_sensor, 'code_sensor', s.code_sensor,
          'name', s.name, 'source', s.source, 'status', s.status, 'normal', s.normal,
          'upper_limit', s.upper_limit, 'lower_limit', s.lower_limit,
          'current_value', page.props #> string_to_array(s.source, '.')) ORDER BY s.id)
        FROM ${vehicleSensors} s WHERE s.vehicle_id = page.id
      ) AS sensors
      FROM page
    ) r`,
  );
  return JSON.parse(result?.rows ?? '[]') as T[];
}

/** A vehicle of the fleet cache: its row plus who owns or leases it and when its vehicle row last changed (µs). */
export type FleetRow = MonitoringRow & {
  organization_id: number;
  leasing_org_id: number | null;
  vehicle_changed_at: number;
};

/**
 * Every vehicle (no scope: the fleet cache applies it), or only those whose vehicle row changed
 * after `sinceMicros` (µs since epoch, exact: a millisecond rounding would re-read whole batches).
 */
export function loadFleetRows(db: Db, sinceMicros: number | null): Promise<FleetRow[]> {
  const changed =
    sinceMicros === null
      ? undefined
      : sql`(extract(epoch FROM ${vehicles.updated_at}) * 1000000)::bigint > ${sinceMicros}`;
  return selectRows<FleetRow>(db, changed, sql`imei ASC`, null);
}

/** What tells the fleet cache that vehicles were removed or sensors changed: counts and newest ids. */
export async function fleetShape(db: Db): Promise<string> {
  const rows = await queryRows<{ shape: string }>(
    db,
    sql`SELECT (SELECT count(*) FROM ${vehicles})::text || '/' ||
      (SELECT coalesce(max(id), 0) || ':' || count(*) FROM ${vehicleSensors})::text AS shape`,
  );
  return rows[0]?.shape ?? '';
}

/** A page past the end has no row to carry the window count, so count apart (rare). */
async function countPastEnd(db: Db, where: SQL | undefined, paging: MonitoringPaging): Promise<number> {
  if (paging.page === 1) return 0;
  const rows = await queryRows<{ n: string | number }>(
    db,
    sql`SELECT count(*) AS n FROM ${vehicles} LEFT JOIN ${vehicleState} ON ${vehicleState.imei} = ${vehicles.imei}
      WHERE ${where}`,
  );
  return Number(rows[0]?.n ?? 0);
}
