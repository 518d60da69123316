import { sql } from 'drizzle-orm';
import {
  deriveHealth,
  deriveMovement,
  euroStd,
  NOT_UPDATED_AFTER_MS,
  REALM_ID,
  type Health,
  type Movement,
  type TelemetryProperties,
} from '@armada/domain';
import { queryRows, type Db } from '../../db/client.js';
import type { FleetCache } from '../monitoring/fleet-cache.js';
import type { FleetRow } from '../monitoring/monitoring-repository.js';
import { toSensorData } from '../monitoring/monitoring-vehicle.js';
import { dayOf, dayStart } from '../../reports/report-days.js';

/** A Euro 4 truck as the programme counts it: its fleet row, derived state, customer and dealer. */
export type Euro4Truck = {
  row: FleetRow;
  movement: Movement;
  health: Health;
  activated: boolean;
  reporting_today: boolean;
  customer_name: string | null;
  dealer_id: number;
  dealer_name: string | null;
};

type Org = { id: number; name: string; realm_id: number; dealer_id: number | null };

/** The truck's dealer as the analytics count it: a dealer's own pool, its customers' trucks, else 0. */
const dealerOf = (org: Org | undefined): number =>
  org === undefined ? 0 : org.realm_id === REALM_ID.dealer ? org.id : (org.dealer_id ?? 0);

type Derived = { movement: Movement; health: Health; validUntil: number };

/**
 * Each fleet row's derivation, kept while the row object lives: the fleet cache replaces a row when
 * it changes, and the derivation changes by itself only when the last record turns 2 days old.
 */
const derivedRows = new WeakMap<FleetRow, Derived>();

function derivedOf(row: FleetRow, now: number): Derived {
  const held = derivedRows.get(row);
  if (held && now < held.validUntil) return held;
  const turnsStale = row.time === null ? Number.POSITIVE_INFINITY : row.time + NOT_UPDATED_AFTER_MS;
  const derived = { ...derive(row, now), validUntil: turnsStale > now ? turnsStale : Number.POSITIVE_INFINITY };
  derivedRows.set(row, derived);
  return derived;
}

/** Movement and health by the domain rules, as the monitoring list derives them. */
function derive(row: FleetRow, now: number): { movement: Movement; health: Health } {
  const props: TelemetryProperties = row.props ?? {};
  const last =
    row.time == null
      ? null
      : { time: row.time, speed: row.speed ?? 0, properties: props, sat: row.sat ?? 0, gpstype: row.gpstype };
  const sensors = (row.sensors ?? []).map(toSensorData);
  return {
    movement: deriveMovement(last && { ...last, ign: props.ign ?? null }, { deviceStatus: row.device_status, now }),
    health: deriveHealth(last, { now, sensors, deviceStatus: row.device_status }),
  };
}

export function toEuro4Trucks(
  rows: readonly FleetRow[],
  orgs: readonly Org[],
  now: number,
  zone: string,
): Euro4Truck[] {
  const byId = new Map(orgs.map((org) => [org.id, org]));
  const midnight = dayStart(dayOf(now, zone), zone);
  const trucks: Euro4Truck[] = [];
  for (const row of rows) {
    if (euroStd(row.euro_std) !== 'euro4') continue;
    const owner = byId.get(row.organization_id);
    const dealer_id = dealerOf(owner);
    const { movement, health } = derivedOf(row, now);
    trucks.push({
      row,
      movement,
      health,
      activated: row.activation_status === '2',
      reporting_today: row.time != null && row.time >= midnight,
      customer_name: owner?.name ?? null,
      dealer_id,
      dealer_name: byId.get(dealer_id)?.name ?? null,
    });
  }
  return trucks;
}

/**
 * Every Euro 4 truck, derived from the shared fleet cache and kept `ttlMs` (the dashboard's calls
 * and the lists' pages read the same derivation); 0 derives at every call.
 */
export function createEuro4Fleet(db: Db, fleet: Pick<FleetCache, 'rows'>, zone: string, ttlMs: number) {
  let held: { until: number; trucks: Promise<Euro4Truck[]> } | null = null;
  async function load(now: number): Promise<Euro4Truck[]> {
    const [rows, orgs] = await Promise.all([
      fleet.rows(),
      queryRows<Org>(db, sql`SELECT id, name, realm_id, dealer_id FROM organizations`),
    ]);
    return toEuro4Trucks(rows, orgs, now, zone);
  }
  return (now = Date.now()): Promise<Euro4Truck[]> => {
    if (held && now < held.until) return held.trucks;
    const trucks = load(now);
    held = { until: now + ttlMs, trucks };
    trucks.catch(() => (held = null));
    return trucks;
  };
}

export type Euro4Fleet = ReturnType<typeof createEuro4Fleet>;
