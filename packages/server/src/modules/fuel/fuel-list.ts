import { sql, type SQL } from 'drizzle-orm';
import { FUEL_RANKED_UNITS, type FuelList, type FuelMonth, type FuelVehicleRow } from '@armada/domain';
import { queryRows, type Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import type { Scope } from '../../auth/scope.js';
import { consumption, litresPerUnitSql, rankedUnitsSql } from './fuel-sql.js';
import { visibleVehicles } from './fuel-vehicles.js';
import type { FuelPeriod } from './fuel-period.js';

type VehicleSums = Omit<FuelVehicleRow, 'l_per_100km' | 'l_per_engine_hour' | 'cost'> & {
  distance_m: number;
  manual_cost: number;
};
type MonthRow = { vehicle_id: number; month: string; litres: number; manual_cost: number };

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * The listed vehicles of the scope and their sums over the period, all in SQL: litres used (the
 * report engine's daily fuel used, in litres through each vehicle's sensor set-up), distance, engine
 * time, detected refuels and drains, manual refuels. A vehicle is listed when it has a fuel sensor set
 * up, burnt fuel, or has manual refuels in the period.
 */
function vehiclesSql(scope: Scope, p: FuelPeriod, search: string | undefined): SQL {
  const searched = search?.trim()
    ? sql`AND (vehicles.vehicle_name ILIKE ${containsPattern(search.trim())} OR vehicles.vehicle_number ILIKE ${containsPattern(search.trim())})`
    : sql``;
  return sql`v AS MATERIALIZED (
      SELECT vehicles.id, vehicles.imei, vehicles.vehicle_name, vehicles.vehicle_number, f.capacity_l,
        f.mode IS NOT NULL AS has_sensor, ${litresPerUnitSql('f')} AS factor
      FROM vehicles LEFT JOIN vehicle_fuel f ON f.vehicle_id = vehicles.id
      WHERE ${visibleVehicles(scope)} ${searched}),
    d AS (SELECT imei, sum(distance_m)::float8 AS distance_m, sum(engine_s)::float8 AS engine_s,
        coalesce(sum(fuel_used), 0)::float8 AS fuel_used
      FROM report_days WHERE day >= ${p.start}::date AND day <= ${p.end}::date AND imei IN (SELECT imei FROM v)
      GROUP BY imei),
    e AS (SELECT vehicle_id, count(*) FILTER (WHERE kind = 'refuel')::int AS refuels,
        count(*) FILTER (WHERE kind = 'drain')::int AS drains,
        coalesce(sum(litres) FILTER (WHERE kind = 'drain'), 0)::float8 AS drained
      FROM fuel_events WHERE start_time >= ${p.from}::timestamptz AND start_time < ${p.to}::timestamptz
        AND vehicle_id IN (SELECT id FROM v) GROUP BY vehicle_id),
    r AS (SELECT vehicle_id, count(*)::int AS n, sum(litres)::float8 AS litres,
        sum(litres * price_per_liter)::float8 AS cost
      FROM refuels WHERE time >= ${p.from}::timestamptz AND time < ${p.to}::timestamptz
        AND vehicle_id IN (SELECT id FROM v) GROUP BY vehicle_id),
    listed AS (SELECT v.id AS vehicle_id, v.imei, v.vehicle_name, v.vehicle_number, v.has_sensor, v.capacity_l,
        coalesce(d.fuel_used * v.factor, 0)::float8 AS litres, coalesce(d.distance_m, 0)::float8 AS distance_m,
        coalesce(d.engine_s, 0)::float8 AS engine_s, coalesce(e.refuels, 0) AS refuels, coalesce(e.drains, 0) AS drains,
        coalesce(e.drained, 0)::float8 AS drained, coalesce(r.n, 0) AS manual_refuels,
        coalesce(r.litres, 0)::float8 AS manual_litres, coalesce(r.cost, 0)::float8 AS manual_cost
      FROM v LEFT JOIN d ON d.imei = v.imei LEFT JOIN e ON e.vehicle_id = v.id LEFT JOIN r ON r.vehicle_id = v.id
      WHERE v.has_sensor OR d.fuel_used > 0 OR r.n > 0)`;
}

async function readVehicles(db: Db, scope: Scope, p: FuelPeriod, search?: string): Promise<VehicleSums[]> {
  const rows = await queryRows<VehicleSums & { litres: number; engine_s: number; drained: number }>(
    db,
    sql`WITH ${vehiclesSql(scope, p, search)} SELECT * FROM listed ORDER BY vehicle_name, vehicle_id`,
  );
  return rows.map((row) => ({
    vehicle_id: row.vehicle_id,
    imei: row.imei,
    vehicle_name: row.vehicle_name,
    vehicle_number: row.vehicle_number,
    has_sensor: row.has_sensor,
    capacity_l: row.capacity_l,
    litres_used: round1(row.litres),
    distance_m: row.distance_m,
    distance_km: round1(row.distance_m / 1000),
    engine_hours: round1(row.engine_s / 3600),
    refuels: row.refuels,
    drains: row.drains,
    drained_litres: round1(row.drained),
    manual_refuels: row.manual_refuels,
    manual_litres: round1(row.manual_litres),
    manual_cost: row.manual_cost,
  }));
}

/** Each listed vehicle's litres used and manual refuel cost per month of the period (report time zone). */
function readMonths(db: Db, scope: Scope, p: FuelPeriod, search?: string): Promise<MonthRow[]> {
  return queryRows<MonthRow>(
    db,
    sql`WITH ${vehiclesSql(scope, p, search)}
      SELECT coalesce(a.vehicle_id, b.vehicle_id) AS vehicle_id, coalesce(a.month, b.month) AS month,
        coalesce(a.litres, 0)::float8 AS litres, coalesce(b.cost, 0)::float8 AS manual_cost
      FROM (SELECT l.vehicle_id, to_char(rd.day, 'YYYY-MM') AS month, sum(rd.fuel_used * v.factor)::float8 AS litres
          FROM listed l JOIN v ON v.id = l.vehicle_id JOIN report_days rd ON rd.imei = l.imei
          WHERE rd.day >= ${p.start}::date AND rd.day <= ${p.end}::date GROUP BY 1, 2) a
      FULL JOIN (SELECT rf.vehicle_id, to_char(rf.time AT TIME ZONE ${p.zone}, 'YYYY-MM') AS month,
            sum(rf.litres * rf.price_per_liter)::float8 AS cost
          FROM refuels rf JOIN listed l ON l.vehicle_id = rf.vehicle_id
          WHERE rf.time >= ${p.from}::timestamptz AND rf.time < ${p.to}::timestamptz GROUP BY 1, 2) b
        ON a.vehicle_id = b.vehicle_id AND a.month = b.month
      ORDER BY 2`,
  );
}

/**
 * The price of a litre where a vehicle has no manual refuel: the scope's manual refuels' average over
 * the period, else the public stations' average price, else 0 (docs/fuel.md).
 */
async function averagePrice(db: Db, vehicles: readonly VehicleSums[]): Promise<number> {
  const litres = vehicles.reduce((sum, v) => sum + v.manual_litres, 0);
  if (litres > 0) return vehicles.reduce((sum, v) => sum + v.manual_cost, 0) / litres;
  const [row] = await queryRows<{ price: number | null }>(
    db,
    sql`SELECT avg(price_per_liter)::float8 AS price FROM spbu WHERE type = 0 AND price_per_liter IS NOT NULL`,
  );
  return row?.price ?? 0;
}

/** The ranked units of the listed vehicles, by the rule the dashboard's fuel card uses. */
async function ranked(db: Db, scope: Scope, p: FuelPeriod, order: 'best' | 'worst', search?: string) {
  const rule = rankedUnitsSql(order);
  const rows = await queryRows<{
    vehicle_id: number;
    vehicle_name: string;
    vehicle_number: string | null;
    litres: number;
    distance_m: number;
  }>(
    db,
    sql`WITH ${vehiclesSql(scope, p, search)}
      SELECT vehicle_id, vehicle_name, vehicle_number, litres, distance_m FROM listed
      WHERE ${rule.where} ORDER BY ${rule.orderBy} LIMIT ${FUEL_RANKED_UNITS}`,
  );
  return rows.map((row) => ({
    vehicle_id: row.vehicle_id,
    vehicle_name: row.vehicle_name,
    vehicle_number: row.vehicle_number,
    l_per_100km: Math.round((row.litres / (row.distance_m / 1000)) * 10_000) / 100,
    distance_km: round1(row.distance_m / 1000),
  }));
}

/** list_fuel: per vehicle and for the fleet over the period, with the monthly cost and the ranked units. */
export async function listFuel(db: Db, scope: Scope, p: FuelPeriod, search?: string): Promise<FuelList> {
  const [sums, months, best, worst] = await Promise.all([
    readVehicles(db, scope, p, search),
    readMonths(db, scope, p, search),
    ranked(db, scope, p, 'best', search),
    ranked(db, scope, p, 'worst', search),
  ]);
  const price = await averagePrice(db, sums);
  const manual = new Set(sums.filter((v) => v.manual_refuels > 0).map((v) => v.vehicle_id));
  const data: FuelVehicleRow[] = sums.map(({ distance_m: _m, manual_cost, ...v }) => ({
    ...v,
    ...consumption(v.litres_used, v.distance_km, v.engine_hours),
    cost: Math.round(manual.has(v.vehicle_id) ? manual_cost : v.litres_used * price),
  }));
  const sum = (key: 'litres_used' | 'distance_km' | 'engine_hours' | 'refuels' | 'drains' | 'manual_litres' | 'cost') =>
    data.reduce((total, row) => total + row[key], 0);
  const totals = {
    litres_used: round1(sum('litres_used')),
    distance_km: round1(sum('distance_km')),
    engine_hours: round1(sum('engine_hours')),
    ...consumption(sum('litres_used'), sum('distance_km'), sum('engine_hours')),
    refuels: sum('refuels'),
    drains: sum('drains'),
    manual_litres: round1(sum('manual_litres')),
    cost: sum('cost'),
  };
  const byMonth = new Map<string, FuelMonth>();
  for (const row of months) {
    const month = byMonth.get(row.month) ?? { month: row.month, litres: 0, cost: 0 };
    month.litres += row.litres;
    month.cost += manual.has(row.vehicle_id) ? row.manual_cost : row.litres * price;
    byMonth.set(row.month, month);
  }
  return {
    start_date: p.start,
    end_date: p.end,
    price_per_liter: Math.round(price),
    data,
    totals,
    months: [...byMonth.values()].map((m) => ({ month: m.month, litres: round1(m.litres), cost: Math.round(m.cost) })),
    best,
    worst,
  };
}
