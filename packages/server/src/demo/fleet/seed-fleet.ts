import type { TelemetryProperties } from '@armada/domain';
import type { Db } from '../../db/client.js';
import { orgIdByCode } from '../../db/seed-base.js';
import { positionAlong, routeById } from '../simulator/route-math.js';
import { ROUTES } from '../simulator/routes.js';
import { FLEET_ORGS, LEASING_ORG, planFleet, type DemoVehicle } from './fleet-plan.js';
import {
  existingImeis,
  insertSensors,
  insertStates,
  insertVehicles,
  type SensorRow,
  type StateRow,
  type VehicleRow,
} from './fleet-repository.js';
import { DELIVERY_LOAD_KG, driverTag, LOAD_LIMIT_KG } from './sensor-plan.js';

const DAY_MS = 86_400_000;

/**
 * Adds the demo vehicles that are missing (by imei), their sensors, and the latest states the
 * simulator cannot send: long-silent trackers and load readings no supported family carries.
 */
export async function seedFleet(db: Db, size: number, now = Date.now()): Promise<{ vehiclesAdded: number }> {
  const plan = planFleet(size);
  const present = await existingImeis(
    db,
    plan.map((v) => v.imei),
  );
  const missing = plan.filter((v) => !present.has(v.imei));
  if (missing.length === 0) return { vehiclesAdded: 0 };
  const orgIds = new Map<string, number>();
  for (const code of [...FLEET_ORGS, LEASING_ORG]) orgIds.set(code, await orgIdByCode(db, code));
  const added = await insertVehicles(
    db,
    missing.map((v) => vehicleRow(v, orgIds)),
  );
  const fresh = missing.filter((v) => added.has(v.imei));
  await insertSensors(
    db,
    fresh.flatMap((v) => v.sensors.map((s): SensorRow => ({ ...s, vehicle_id: added.get(v.imei) ?? 0 }))),
  );
  await insertStates(
    db,
    fresh.flatMap((v) => seededState(v, now) ?? []),
  );
  return { vehiclesAdded: fresh.length };
}

function vehicleRow(v: DemoVehicle, orgIds: Map<string, number>): VehicleRow {
  return {
    imei: v.imei,
    gpstype: v.gpstype,
    organization_id: orgIds.get(v.orgCode) ?? 0,
    leasing_org_id: v.leased ? (orgIds.get(LEASING_ORG) ?? null) : null,
    vehicle_name: v.vehicle_name,
    vehicle_number: v.vehicle_number,
    chassis_number: v.chassis_number,
    euro_std: v.euro_std,
    vehicle_type: v.vehicle_type,
    vehicle_group: v.vehicle_group,
    device_status: v.device_status,
    activation_status: v.activation_status,
    activation_date: v.activation_date,
    sim_number: v.sim_number,
  };
}

/** The state seeded for a vehicle, or null when the simulator (or nobody) provides it. */
export function seededState(v: DemoVehicle, now: number): StateRow | null {
  const ageMs = { not_updated: 3 * DAY_MS + (v.index % 4) * DAY_MS, inactive_silent: 12 * DAY_MS };
  const props: TelemetryProperties = { ign: 0, gps: 1, accu: 26.4, accu_voltage: 26.4, gps_batt: 4.1 };
  let time: number;
  if (v.scenario === 'not_updated' || v.scenario === 'inactive_silent') time = now - ageMs[v.scenario];
  else if (v.scenario === 'load_over_limit') {
    time = now - 60_000;
    // Kept by the state's property merge when the simulator's positions arrive.
    props.load = LOAD_LIMIT_KG + 4_500;
  } else if (v.scenario === 'door_open') {
    // The delivery truck's load and driver card, which no supported family carries (kept as above).
    time = now - 60_000;
    Object.assign(props, { load: DELIVERY_LOAD_KG, rfid: driverTag(v.index) });
  } else return null;
  const route = routeById(v.routeId);
  const at = positionAlong(route, v.startFraction * route.length);
  return {
    imei: v.imei,
    time: new Date(time),
    received_at: new Date(time),
    lat: at.lat,
    lng: at.lng,
    alt: ROUTES[v.routeId].alt,
    head: at.head,
    speed: 0,
    sat: 10,
    props,
  };
}
