import type { TelemetryProperties } from '@armada/domain';
import type { AppContext } from '../context.js';
import { vehicleSensors, vehicleState, vehicles } from '../db/schema.js';
import { orgIdOf } from './http-helpers.js';

/** Test vehicles inserted directly with Drizzle: a vehicle, its latest state and its sensors. */

export type StateFixture = {
  /** How long ago the last record was, in ms (default one minute). */
  ageMs?: number;
  lat?: number;
  lng?: number;
  speed?: number;
  sat?: number;
  head?: number;
  props?: TelemetryProperties;
};

export type SensorFixture = Omit<typeof vehicleSensors.$inferInsert, 'vehicle_id'>;

export type VehicleFixture = {
  imei: string;
  /** Owner organisation code, e.g. 'CUS-LOGNUS'. */
  org: string;
  leasing?: string;
  name?: string;
  euro_std?: string | null;
  device_status?: 'active' | 'inactive';
  gpstype?: number;
  chassis_number?: string;
  vehicle_number?: string;
  state?: StateFixture | null;
  sensors?: SensorFixture[];
};

export type InsertedVehicle = { id: number; imei: string; sensorIds: number[] };

export const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;

export async function insertVehicle(ctx: AppContext, fixture: VehicleFixture): Promise<InsertedVehicle> {
  const { db } = ctx.database;
  const [row] = await db
    .insert(vehicles)
    .values({
      imei: fixture.imei,
      organization_id: await orgIdOf(ctx, fixture.org),
      leasing_org_id: fixture.leasing ? await orgIdOf(ctx, fixture.leasing) : null,
      vehicle_name: fixture.name ?? `Truck ${fixture.imei}`,
      vehicle_number: fixture.vehicle_number ?? `B ${fixture.imei.slice(-4)} XX`,
      chassis_number: fixture.chassis_number ?? `CH-${fixture.imei}`,
      euro_std: fixture.euro_std === undefined ? 'euro4' : fixture.euro_std,
      device_status: fixture.device_status ?? 'active',
      gpstype: fixture.gpstype ?? 2,
      activation_status: '2',
    })
    .returning({ id: vehicles.id });
  if (!row) throw new Error(`vehicle ${fixture.imei} not inserted`);
  if (fixture.state !== null) await insertState(ctx, fixture.imei, fixture.state ?? {});
  const sensorIds: number[] = [];
  for (const sensor of fixture.sensors ?? []) {
    const [inserted] = await db
      .insert(vehicleSensors)
      .values({ ...sensor, vehicle_id: row.id })
      .returning({ id: vehicleSensors.id });
    if (inserted) sensorIds.push(inserted.id);
  }
  return { id: row.id, imei: fixture.imei, sensorIds };
}

export async function insertState(ctx: AppContext, imei: string, state: StateFixture): Promise<void> {
  await ctx.database.db.insert(vehicleState).values({
    imei,
    time: new Date(Date.now() - (state.ageMs ?? MINUTE_MS)),
    lat: state.lat ?? -6.26111,
    lng: state.lng ?? 107.15278,
    speed: state.speed ?? 0,
    sat: state.sat ?? 10,
    head: state.head ?? 90,
    alt: 20,
    props: { gps: 1, accu: 24.5, gps_batt: 4.1, gsm_signal: 5, ...state.props },
  });
}

/** The fleet the monitoring tests read: one vehicle per derived state, plus other organisations' vehicles. */
export const MONITORING_FLEET: readonly VehicleFixture[] = [
  { imei: '350000000000001', org: 'CUS-LOGNUS', name: 'Moving truck', state: { speed: 62, props: { ign: 1 } } },
  { imei: '350000000000002', org: 'CUS-LOGNUS', name: 'Idling truck', state: { speed: 0, props: { ign: 1 } } },
  { imei: '350000000000003', org: 'CUS-LOGNUS', name: 'Parked truck', euro_std: 'euro2', state: { props: { ign: 0 } } },
  {
    imei: '350000000000004',
    org: 'CUS-LOGNUS',
    name: 'Silent truck',
    state: { ageMs: 3 * DAY_MS, speed: 40, props: { ign: 1 } },
  },
  {
    imei: '350000000000005',
    org: 'CUS-LOGNUS',
    name: 'Retired tracker',
    device_status: 'inactive',
    state: null,
  },
  {
    imei: '350000000000006',
    org: 'CUS-LOGNUS',
    name: 'Reefer with an open door and a warm box',
    state: { speed: 0, props: { ign: 0, door1: 0, temp: [12.5, 3] } },
    sensors: [
      { type_sensor: 'door', type_id: 1, code_sensor: 'DOOR-1', name: 'Rear door', source: 'door1', normal: 1 },
      {
        type_sensor: 'temperature',
        type_id: 5,
        code_sensor: 'TEMP-1',
        name: 'Cargo box',
        source: 'temp.0',
        lower_limit: -5,
        upper_limit: 8,
      },
    ],
  },
  { imei: '350000000000007', org: 'CUS-SINAR', name: 'Sinar truck', state: { props: { ign: 0 } } },
  {
    imei: '350000000000008',
    org: 'CUS-MAJU',
    name: 'Maju truck',
    state: { props: { ign: 0 } },
    sensors: [{ type_sensor: 'door', type_id: 1, code_sensor: 'DOOR-M', source: 'door1', normal: 1 }],
  },
  { imei: '350000000000009', org: 'CUS-TIMUR', leasing: 'LSG-ANDALAN', name: 'Leased truck', state: {} },
  {
    imei: '350000000000010',
    org: 'EU4-OPS',
    name: 'Euro four alpha',
    euro_std: 'EURO 4',
    state: { speed: 55, props: { ign: 1 } },
  },
  { imei: '350000000000011', org: 'EU4-OPS', name: 'Euro four bravo', euro_std: 'euro4', state: { props: { ign: 0 } } },
  {
    imei: '350000000000012',
    org: 'EU4-OPS',
    name: 'Euro two charlie',
    euro_std: 'euro2',
    state: { props: { ign: 1 } },
  },
];

export async function insertFleet(
  ctx: AppContext,
  fleet: readonly VehicleFixture[] = MONITORING_FLEET,
): Promise<Map<string, InsertedVehicle>> {
  const inserted = new Map<string, InsertedVehicle>();
  for (const fixture of fleet) inserted.set(fixture.imei, await insertVehicle(ctx, fixture));
  return inserted;
}
