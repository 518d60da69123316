import type { Socket } from 'node:net';
import type { Telemetry } from '@armada/domain';
import type { DemoVehicle } from '../fleet/fleet-plan.js';
import { createRng, mixSeed } from '../fleet/prng.js';
import { motionOf, propertiesOf } from './behaviour.js';
import { positionAlong, routeById, type Route } from './route-math.js';

export type LinkPhase = 'down' | 'connecting' | 'handshake' | 'ready' | 'waiting';

/** One simulated truck: where it is on its road, and its tracker's connection. */
export type Truck = {
  vehicle: DemoVehicle;
  route: Route;
  /** Metres driven along the route since the start (the route is driven end to end and back). */
  travelled: number;
  odometerKm: number;
  lastAt: number;
  phase01: number;
  turns: number;
  /** The immobiliser relay (starter kill) is engaged: the truck stays parked and reports imb 1. */
  immobilised: boolean;
  link: {
    phase: LinkPhase;
    socket: Socket | null;
    rx: Buffer;
    /** When the current phase began (connect, handshake or awaiting an answer). */
    since: number;
    retryAt: number;
    backoffMs: number;
    serial: number;
  };
};

export function createTruck(vehicle: DemoVehicle, seed: number, now: number): Truck {
  const rng = createRng(mixSeed(seed, vehicle.index));
  const route = routeById(vehicle.routeId);
  return {
    vehicle,
    route,
    travelled: vehicle.startFraction * route.length * 2 + rng.next() * 1000,
    odometerKm: rng.int(20_000, 400_000),
    lastAt: now,
    phase01: rng.next(),
    turns: 0,
    immobilised: vehicle.scenario === 'starter_kill',
    link: { phase: 'down', socket: null, rx: Buffer.alloc(0), since: now, retryAt: now, backoffMs: 1000, serial: 0 },
  };
}

/** Moves the truck forward to `now` at its scenario's speed and gives the record its tracker sends. */
export function advance(truck: Truck, now: number): Telemetry {
  const seconds = now / 1000;
  const motion = truck.immobilised
    ? { speed: 0, ign: 0 as const }
    : motionOf(truck.vehicle.scenario, seconds, truck.phase01);
  const dtS = Math.max(0, (now - truck.lastAt) / 1000);
  const metres = (motion.speed / 3.6) * dtS;
  truck.travelled += metres;
  truck.odometerKm += metres / 1000;
  truck.lastAt = now;
  truck.turns += 1;
  const at = positionAlong(truck.route, truck.travelled);
  const properties = propertiesOf(truck.vehicle, motion, seconds, truck.phase01);
  properties.mileage = Math.round(truck.odometerKm * 10) / 10;
  properties.imb = truck.immobilised ? 1 : 0;
  const noFix = properties.gps === 0;
  return {
    imei: truck.vehicle.imei,
    gpstype: truck.vehicle.gpstype,
    time: now,
    lat: at.lat,
    lng: at.lng,
    alt: truck.route.def.alt,
    head: at.head,
    speed: motion.speed,
    sat: noFix ? 0 : 9 + (truck.turns % 5),
    properties,
  };
}
