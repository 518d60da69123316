import type { Telemetry } from '@armada/domain';
import { FLEET_ORGS, planFleet, type DemoVehicle } from '../fleet/fleet-plan.js';
import { createRng, mixSeed } from '../fleet/prng.js';
import type { Scenario } from '../fleet/scenarios.js';
import { fuelPercentAt, propertiesOf } from '../simulator/behaviour.js';
import { positionAlong, routeById } from '../simulator/route-math.js';
import { createTruck } from '../simulator/truck.js';
import { DAY_MS, localHour, localMidnight, planLegs, type Leg } from './day-plan.js';
import { cargoLoads, doorStates, fuelLevels, reeferTemperatures, speedAt, TANK_L } from './history-readings.js';
import { driverTag, LOAD_LIMIT_KG } from '../fleet/sensor-plan.js';
import { incidentsOf, TOW_KMH, type Incidents } from './incidents.js';
import { harshEventsOf } from './harsh-driving.js';

/** Vehicles per fleet organisation with a track: every fleet's demo account sees two. */
const PER_ORG = 2;
const HISTORY_SEED = 20_260_707;
/** The simulator's default seed: the track ends where the simulator starts the truck. */
const SIMULATOR_SEED = 1;
const MINUTE_MS = 60_000;
const MOVING_EVERY_MS = 30_000;
const PARKED_EVERY_MS = 5 * MINUTE_MS;
/** Parked at night a tracker only sends its heartbeat, which keeps the row count down. */
const NIGHT_EVERY_MS = 30 * MINUTE_MS;

/** Scenarios whose truck really drives (a track of a parked or silent truck would be empty). */
const DRIVERS: ReadonlySet<Scenario> = new Set([
  'normal',
  'moving_31_80',
  'moving_81_100',
  'overspeed',
  'door_open',
  'too_hot',
  'too_cold',
  'low_accu',
  'poor_gsm',
]);

/** The vehicles with a seeded track: the first drivers of each fleet organisation. */
export function historyVehicles(fleetSize: number): DemoVehicle[] {
  const drivers = planFleet(fleetSize).filter((v) => DRIVERS.has(v.scenario) && v.device_status === 'active');
  return FLEET_ORGS.flatMap((org) => drivers.filter((v) => v.orgCode === org).slice(0, PER_ORG));
}

/** Where the history of `days` days before `end` begins: a local midnight. */
export const historyStart = (end: number, days: number) => localMidnight(end) - days * DAY_MS;

type Sample = { t: number; speed: number; ign: 0 | 1; bump?: 1 };

const parkedEvery = (t: number) => (localHour(t) >= 6 && localHour(t) < 20 ? PARKED_EVERY_MS : NIGHT_EVERY_MS);

function samplesOf(v: DemoVehicle, legs: readonly Leg[], phase: number, { tows, crashes }: Incidents): Sample[] {
  const samples: Sample[] = [];
  const towed = (t: number) => tows.some(([from, to]) => t >= from && t < to);
  for (const leg of legs) {
    for (let at = leg.from; at < leg.to; at += leg.kind === 'park' ? parkedEvery(at) : MOVING_EVERY_MS) {
      if (leg.kind === 'drive') samples.push({ t: at, speed: speedAt(v.scenario, leg, at, phase), ign: 1 });
      else if (!towed(at)) samples.push({ t: at, speed: 0, ign: leg.kind === 'idle' ? 1 : 0 });
    }
  }
  // On the tow truck: moving with the ignition off, sampled as a moving tracker reports.
  for (const [from, to] of tows)
    for (let at = from; at < to; at += MOVING_EVERY_MS) samples.push({ t: at, speed: TOW_KMH, ign: 0 });
  // An impact lands on the drive sample at or just before its time.
  for (const at of crashes) {
    const hit = samples.findLast((s) => s.t <= at && s.ign === 1 && s.speed > 0);
    if (hit) hit.bump = 1;
  }
  return samples.sort((a, b) => a.t - b.t);
}

/** Metres driven from each sample to the last one. */
function metresToEnd(samples: readonly Sample[]): number[] {
  const metres = new Array<number>(samples.length).fill(0);
  for (let i = samples.length - 2; i >= 0; i -= 1) {
    const s = samples[i] as Sample;
    const next = samples[i + 1] as Sample;
    metres[i] = (metres[i + 1] ?? 0) + (s.speed / 3.6) * ((next.t - s.t) / 1000);
  }
  return metres;
}

/**
 * A vehicle with a fuel sensor set up (seed-fuel.ts) reports its tank in percent; `drainAt` is when
 * its tank is siphoned (at the first parked sample from then), for the one vehicle that is.
 */
export type FuelSensorPlan = { drainAt?: number };

/**
 * The tank in percent, ending where the simulator's reading of the truck starts (`live`): the gap is
 * spread over the whole track, a fraction of a litre a sample, so no refuel or drain shows at the seam.
 */
function percents(litres: readonly number[], samples: readonly Sample[], live: number): number[] {
  const first = samples[0]?.t ?? 0;
  const span = Math.max(1, (samples.at(-1)?.t ?? 0) - first);
  const gap = live - ((litres.at(-1) ?? 0) / TANK_L) * 100;
  return litres.map((l, i) => {
    const percent = (l / TANK_L) * 100 + gap * (((samples[i]?.t ?? first) - first) / span);
    return Math.round(Math.min(100, Math.max(1, percent)) * 10) / 10;
  });
}

/**
 * A demo vehicle's positions from the local midnight `days` days before `end` up to `end`, where
 * the simulator will start the truck: its own road and kit, working days and Sundays, and an
 * odometer that reaches the simulator's reading at the end.
 */
export function plannedTrack(v: DemoVehicle, end: number, days: number, sensor?: FuelSensorPlan): Telemetry[] {
  const rng = createRng(mixSeed(HISTORY_SEED, v.index));
  const phase = rng.next();
  const legs = planLegs(mixSeed(HISTORY_SEED, v.index), historyStart(end, days), end);
  const samples = samplesOf(v, legs, phase, incidentsOf(v.index, legs));
  const route = routeById(v.routeId);
  const metres = metresToEnd(samples);
  const truck = createTruck(v, SIMULATOR_SEED, end);
  const litres = fuelLevels(rng, samples, sensor?.drainAt);
  const fuel = sensor ? percents(litres, samples, fuelPercentAt(end / 1000, truck.phase01)) : litres;
  const doors = doorStates(rng, samples);
  const cargo = v.reefer ? reeferTemperatures(samples, doors) : null;
  const fitted = (type: string) => v.sensors.some((sensor) => sensor.type_sensor === type);
  const loads = fitted('load') ? cargoLoads(rng, samples, doors, LOAD_LIMIT_KG) : null;
  const harsh = harshEventsOf(v, samples);
  return samples.map((s, i) => {
    const at = positionAlong(route, truck.travelled - (metres[i] ?? 0));
    const properties = propertiesOf(v, { speed: s.speed, ign: s.ign }, s.t / 1000, phase);
    properties.mileage = Math.round((truck.odometerKm - (metres[i] ?? 0) / 1000) * 10) / 10;
    // Only the kits that report a fuel level today get one: in litres as a CAN reading, or in
    // percent from a fuel sensor set up on the vehicle.
    if (properties.fuel !== undefined) {
      properties.fuel = fuel[i] ?? properties.fuel;
      properties.fuel_sensor = sensor ? 'percent' : 'can';
    }
    // The sensors' history: deliveries open the door, and a reefer's cargo warms while it is open.
    if (properties.door1 !== undefined) properties.door1 = doors[i] ?? 1;
    if (cargo) properties.temp = [cargo[i] ?? 0];
    // A load sensor weighs what the deliveries leave; a driver-ID reader holds its driver's card.
    if (loads) properties.load = loads[i] ?? 0;
    if (fitted('rfid')) properties.rfid = driverTag(v.index);
    if (s.bump) properties.bump = 1;
    const kind = harsh[i];
    if (kind) properties.harsh = kind;
    return {
      imei: v.imei,
      gpstype: v.gpstype,
      time: s.t,
      lat: at.lat,
      lng: at.lng,
      alt: route.def.alt,
      head: at.head,
      speed: s.speed,
      sat: 9 + (i % 4),
      properties,
    };
  });
}
