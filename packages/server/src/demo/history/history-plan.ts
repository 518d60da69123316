import type { Telemetry } from '@armada/domain';
import { FLEET_ORGS, planFleet, type DemoVehicle } from '../fleet/fleet-plan.js';
import { createRng, mixSeed, type Rng } from '../fleet/prng.js';
import type { Scenario } from '../fleet/scenarios.js';
import { propertiesOf } from '../simulator/behaviour.js';
import { positionAlong, routeById } from '../simulator/route-math.js';
import { createTruck } from '../simulator/truck.js';

/** How far back the seeded track of a demo vehicle reaches. */
export const HISTORY_HOURS = 6;
/** Vehicles per fleet organisation that get a track: every demo account can replay one, and seeding stays cheap. */
const PER_ORG = 1;
const HISTORY_SEED = 20_260_707;
/** The simulator's default seed: the track ends where the simulator starts the truck. */
const SIMULATOR_SEED = 1;
const MINUTE_MS = 60_000;
const DRIVING_EVERY_MS = 30_000;
const PARKED_EVERY_MS = 5 * MINUTE_MS;

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

type Leg = { kind: 'drive' | 'park' | 'idle'; ms: number };

/** The vehicles with a seeded track: the first drivers of each fleet organisation. */
export function historyVehicles(fleetSize: number): DemoVehicle[] {
  const drivers = planFleet(fleetSize).filter((v) => DRIVERS.has(v.scenario) && v.device_status === 'active');
  return FLEET_ORGS.flatMap((org) => drivers.filter((v) => v.orgCode === org).slice(0, PER_ORG));
}

/** A day's work backwards from the end: drives between parked stops and a long idle or two; it ends driving. */
function legsOf(rng: Rng, totalMs: number): Leg[] {
  const legs: Leg[] = [];
  let left = totalMs;
  while (left > 0) {
    const drive = Math.min(left, rng.int(35, 75) * MINUTE_MS);
    legs.unshift({ kind: 'drive', ms: drive });
    left -= drive;
    if (left <= 0) break;
    const rest: Leg =
      rng.next() < 0.3
        ? { kind: 'idle', ms: rng.int(11, 16) * MINUTE_MS }
        : { kind: 'park', ms: rng.int(15, 45) * MINUTE_MS };
    rest.ms = Math.min(rest.ms, left);
    legs.unshift(rest);
    left -= rest.ms;
  }
  return legs;
}

/** Cruising speed at a moment: 45-75 km/h, and for the fast scenarios spells above the 80 km/h limit. */
function speedAt(v: DemoVehicle, t: number, phase: number): number {
  const wave = Math.sin(2 * Math.PI * (t / (9 * MINUTE_MS) + phase));
  const fast = v.scenario === 'overspeed' || v.scenario === 'moving_81_100';
  return Math.max(5, Math.round((fast ? 74 : 60) + (fast ? 14 : 15) * wave));
}

type Sample = { t: number; speed: number; ign: 0 | 1 };

function samplesOf(v: DemoVehicle, legs: readonly Leg[], start: number, phase: number): Sample[] {
  const samples: Sample[] = [];
  let t = start;
  for (const leg of legs) {
    const every = leg.kind === 'park' ? PARKED_EVERY_MS : DRIVING_EVERY_MS;
    for (let at = t; at < t + leg.ms; at += every) {
      if (leg.kind === 'drive') samples.push({ t: at, speed: speedAt(v, at, phase), ign: 1 });
      else samples.push({ t: at, speed: 0, ign: leg.kind === 'idle' ? 1 : 0 });
    }
    t += leg.ms;
  }
  return samples;
}

/**
 * The last HISTORY_HOURS of a demo vehicle's positions, ending at `end` where the simulator will
 * start the truck: its own road, its kit's readings, stops and idles between drives.
 */
export function plannedTrack(v: DemoVehicle, end: number): Telemetry[] {
  const rng = createRng(mixSeed(HISTORY_SEED, v.index));
  const phase = rng.next();
  const start = end - HISTORY_HOURS * 60 * MINUTE_MS;
  const samples = samplesOf(v, legsOf(rng, end - start), start, phase);
  const route = routeById(v.routeId);
  // Metres driven from each sample to the end, so the last one sits where the simulator begins.
  const metres: number[] = new Array<number>(samples.length).fill(0);
  for (let i = samples.length - 2; i >= 0; i -= 1) {
    const s = samples[i] as Sample;
    const next = samples[i + 1] as Sample;
    metres[i] = (metres[i + 1] ?? 0) + (s.speed / 3.6) * ((next.t - s.t) / 1000);
  }
  const finish = createTruck(v, SIMULATOR_SEED, end).travelled;
  return samples.map((s, i) => {
    const at = positionAlong(route, finish - (metres[i] ?? 0));
    const properties = propertiesOf(v, { speed: s.speed, ign: s.ign }, s.t / 1000, phase);
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
