import { sql, type SQL } from 'drizzle-orm';
import {
  BEST_FUEL_UNITS,
  NOT_UPDATED_AFTER_MS,
  SAFETY_LEVEL_VEHICLES,
  SAFETY_LEVELS,
  safetyLevel,
  safetyScore,
  SUMMARY_DAYS,
  TOP_FUEL_UNITS,
  TOP_VEHICLES,
  type FleetSummary,
  type FuelUnit,
  type SafetyVehicle,
} from '@armada/domain';
import { queryRows, type Db } from '../../db/client.js';
import { dayOf, dayStart } from '../../reports/report-days.js';
import type { DealerSet } from './analytic-scope.js';
import { activatedBy, DEALER_OF } from './ratio-counts.js';

const DAY_MS = 86_400_000;
/** A unit's distance per litre is only told over a real distance: a few kilometres on a full tank say nothing. */
const FUEL_MIN_KM = 50;
/** Scopes kept at once: the brand, and each dealer, group or area someone looks at. */
const HELD_SCOPES = 500;

type DrivenRow = {
  vehicle_id: number;
  imei: string;
  vehicle_name: string;
  vehicle_number: string | null;
  owner_name: string | null;
  distance_m: number;
  engine_s: number;
  overspeed_count: number;
  overspeed_s: number;
  fuel_used: number | null;
  crashes: number;
  fatigue_events: number;
};

type Window = { from: string; to: string; start: string };

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The window's days in the zone: today and the 13 before it, and the instant it starts. */
function windowAt(now: number, zone: string): Window {
  const from = dayOf(now - (SUMMARY_DAYS - 1) * DAY_MS, zone);
  return { from, to: dayOf(now, zone), start: new Date(dayStart(from, zone)).toISOString() };
}

/** The vehicles of the dealers in the set (`v` and its owner `o`). */
const inDealers = (dealers: DealerSet): SQL => (dealers === 'all' ? sql`TRUE` : sql`${DEALER_OF} IN ${dealers}`);

/** Each vehicle that drove in the window: its distance, engine time, overspeeds, fuel, crashes and fatigue alerts. */
function driven(db: Db, dealers: DealerSet, w: Window): Promise<DrivenRow[]> {
  return queryRows<DrivenRow>(
    db,
    sql`WITH fleet AS (
        SELECT v.id, v.imei, v.vehicle_name, v.vehicle_number, o.name AS owner_name
        FROM vehicles v JOIN organizations o ON o.id = v.organization_id
        WHERE ${inDealers(dealers)}),
      days AS (
        SELECT d.imei, sum(d.distance_m)::float8 AS distance_m, sum(d.engine_s)::float8 AS engine_s,
          sum(d.overspeed_count)::int AS overspeed_count, sum(d.overspeed_s)::float8 AS overspeed_s,
          sum(d.fuel_used)::float8 AS fuel_used
        FROM report_days d JOIN fleet f ON f.imei = d.imei
        WHERE d.day >= ${w.from}::date AND d.day <= ${w.to}::date
        GROUP BY d.imei),
      crashes AS (
        SELECT s.imei, count(*)::int AS n FROM report_segments s JOIN days ON days.imei = s.imei
        WHERE s.kind = 'crash' AND s.start_time >= ${w.start}::timestamptz GROUP BY s.imei),
      fatigue AS (
        SELECT n.imei, count(*)::int AS n FROM notifications n JOIN days ON days.imei = n.imei
        WHERE n.type = 'fatigue_event' AND n.created_at >= ${w.start}::timestamptz GROUP BY n.imei)
      SELECT f.id AS vehicle_id, f.imei, f.vehicle_name, f.vehicle_number, f.owner_name,
        days.distance_m, days.engine_s, days.overspeed_count, days.overspeed_s, days.fuel_used,
        coalesce(crashes.n, 0) AS crashes, coalesce(fatigue.n, 0) AS fatigue_events
      FROM days JOIN fleet f ON f.imei = days.imei
      LEFT JOIN crashes ON crashes.imei = days.imei
      LEFT JOIN fatigue ON fatigue.imei = days.imei`,
  );
}

type Counts = { activated_recently: number; not_updated: number; alerts_recently: number };

/** Vehicles activated in the window, activated vehicles silent for 2 × 24 hours, alerts raised in the window. */
async function counts(db: Db, dealers: DealerSet, w: Window, now: number): Promise<Counts> {
  const staleBefore = new Date(now - NOT_UPDATED_AFTER_MS).toISOString();
  const [row] = await queryRows<Counts>(
    db,
    sql`SELECT
        count(*) FILTER (WHERE ${activatedBy(w.to)} AND v.activation_date >= ${w.from}::date)::int AS activated_recently,
        count(*) FILTER (WHERE ${activatedBy(w.to)} AND (s.time IS NULL OR s.time < ${staleBefore}::timestamptz))::int
          AS not_updated,
        (SELECT count(*)::int FROM notifications n
          WHERE n.filter = 'activity' AND n.created_at >= ${w.start}::timestamptz
            AND ${dealers === 'all' ? sql`TRUE` : sql`n.imei IN (SELECT v.imei FROM vehicles v JOIN organizations o ON o.id = v.organization_id WHERE ${inDealers(dealers)})`}
        ) AS alerts_recently
      FROM vehicles v JOIN organizations o ON o.id = v.organization_id
      LEFT JOIN vehicle_state s ON s.imei = v.imei
      WHERE ${inDealers(dealers)}`,
  );
  return row ?? { activated_recently: 0, not_updated: 0, alerts_recently: 0 };
}

function fuelUnit(row: DrivenRow): FuelUnit {
  const km = row.distance_m / 1000;
  const litres = row.fuel_used ?? 0;
  return {
    vehicle_id: row.vehicle_id,
    imei: row.imei,
    vehicle_name: row.vehicle_name,
    vehicle_number: row.vehicle_number,
    fuel_litres: round1(litres),
    distance_km: round1(km),
    km_per_litre: litres > 0 && km >= FUEL_MIN_KM ? Math.round((km / litres) * 100) / 100 : null,
  };
}

/** The figures of the summary from the vehicles that drove, and the counts. */
function summarise(rows: readonly DrivenRow[], w: Window, c: Counts): FleetSummary {
  const top_vehicles = [...rows]
    .filter((row) => row.distance_m > 0)
    .sort((a, b) => b.distance_m - a.distance_m || a.vehicle_name.localeCompare(b.vehicle_name))
    .slice(0, TOP_VEHICLES)
    .map((row) => ({
      vehicle_id: row.vehicle_id,
      imei: row.imei,
      vehicle_name: row.vehicle_name,
      vehicle_number: row.vehicle_number,
      owner_name: row.owner_name,
      distance_km: round1(row.distance_m / 1000),
      engine_hours: round1(row.engine_s / 3600),
    }));
  const fuelled = rows.filter((row) => (row.fuel_used ?? 0) > 0).map(fuelUnit);
  const fuel_most = [...fuelled].sort((a, b) => b.fuel_litres - a.fuel_litres).slice(0, TOP_FUEL_UNITS);
  const fuel_best = fuelled
    .filter((unit) => unit.km_per_litre !== null)
    .sort((a, b) => (b.km_per_litre ?? 0) - (a.km_per_litre ?? 0))
    .slice(0, BEST_FUEL_UNITS);
  const scored: SafetyVehicle[] = [];
  for (const row of rows) {
    const score = safetyScore({
      distance_km: row.distance_m / 1000,
      overspeed_count: row.overspeed_count,
      overspeed_minutes: row.overspeed_s / 60,
      crashes: row.crashes,
      fatigue_events: row.fatigue_events,
    });
    if (score === null) continue;
    const { vehicle_id, imei, vehicle_name, vehicle_number } = row;
    scored.push({ vehicle_id, imei, vehicle_name, vehicle_number, score });
  }
  scored.sort((a, b) => a.score - b.score || a.vehicle_name.localeCompare(b.vehicle_name));
  const safety = SAFETY_LEVELS.map((level) => {
    const inLevel = scored.filter((vehicle) => safetyLevel(vehicle.score) === level);
    return { level, count: inLevel.length, vehicles: inLevel.slice(0, SAFETY_LEVEL_VEHICLES) };
  });
  return {
    from: w.from,
    to: w.to,
    days: SUMMARY_DAYS,
    top_vehicles,
    fuel_most,
    fuel_best,
    safety,
    scored_vehicles: scored.length,
    ...c,
  };
}

/** The summary of the dealers in the set as it stands now. */
export async function fleetSummary(db: Db, dealers: DealerSet, zone: string, now: number): Promise<FleetSummary> {
  const w = windowAt(now, zone);
  if (dealers !== 'all' && dealers.length === 0) {
    return summarise([], w, { activated_recently: 0, not_updated: 0, alerts_recently: 0 });
  }
  const [rows, c] = await Promise.all([driven(db, dealers, w), counts(db, dealers, w, now)]);
  return summarise(rows, w, c);
}

type Held = { until: number; summary: Promise<FleetSummary> };

/**
 * Each scope's summary kept `ttlMs` (ANALYTICS_LIVE_SECONDS, as the month in progress): its queries
 * read 14 days of every vehicle in reach, and every dashboard of the scope asks the same. 0 reads
 * at every call.
 */
export function createFleetSummaries(db: Db, zone: string, ttlMs: number) {
  const held = new Map<string, Held>();
  return (dealers: DealerSet, now: number): Promise<FleetSummary> => {
    const key = dealers === 'all' ? 'all' : dealers.join(',');
    const hit = held.get(key);
    if (hit && now < hit.until) return hit.summary;
    const summary = fleetSummary(db, dealers, zone, now);
    if (ttlMs > 0) {
      if (held.size >= HELD_SCOPES) held.clear();
      held.set(key, { until: now + ttlMs, summary });
      summary.catch(() => held.delete(key));
    }
    return summary;
  };
}
