import { sql, type SQL } from 'drizzle-orm';
import { FUEL_MIN_KM } from '@armada/domain';

/**
 * Litres per unit of a vehicle's `fuel` reading, from its vehicle_fuel row `f` (as litresPerUnit in
 * the domain): a percent sensor a hundredth of the tank, a raw sensor its table's overall slope, and a
 * vehicle without a set-up 1 (its tracker reads litres, as CAN does).
 */
export const litresPerUnitSql = (f: string): SQL => {
  const point = (end: 0 | -1, field: 'raw' | 'litres') => sql.raw(`(${f}.calibration->${end}->>'${field}')::float8`);
  return sql`CASE ${sql.raw(`${f}.mode`)} WHEN 'percent' THEN ${sql.raw(`${f}.capacity_l`)} / 100.0
    WHEN 'raw' THEN coalesce(abs((${point(-1, 'litres')} - ${point(0, 'litres')})
      / nullif(${point(-1, 'raw')} - ${point(0, 'raw')}, 0)), 0)
    ELSE 1.0 END`;
};

/**
 * The one rule ranking fuel units, used by list_fuel's best and worst and the dashboard's fuel card:
 * over a relation with `litres` (or the column named), `distance_m` and `vehicle_name`, the units that burnt fuel over at
 * least FUEL_MIN_KM, by litres per 100 km (best first, or worst first).
 */
export const rankedUnitsSql = (order: 'best' | 'worst', litres = 'litres'): { where: SQL; orderBy: SQL } => ({
  where: sql`${sql.raw(litres)} > 0 AND distance_m >= ${FUEL_MIN_KM * 1000}`,
  orderBy: sql.raw(`${litres} / distance_m ${order === 'best' ? 'ASC' : 'DESC'}, vehicle_name`),
});

/** L/100 km and L per engine hour, null where the base says nothing. */
export function consumption(litres: number, distanceKm: number, engineHours: number) {
  const round2 = (value: number) => Math.round(value * 100) / 100;
  return {
    l_per_100km: litres > 0 && distanceKm >= FUEL_MIN_KM ? round2((litres / distanceKm) * 100) : null,
    l_per_engine_hour: litres > 0 && engineHours > 0 ? round2(litres / engineHours) : null,
  };
}
