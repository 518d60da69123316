import { GPSTYPE, type DeviceFamily } from '@armada/domain';
import { ROUTES, type RouteId } from '../simulator/routes.js';
import { createRng, mixSeed, type Rng } from './prng.js';
import { CORE_SCENARIOS, FILLER_WEIGHTS, SILENT_SCENARIOS, familyFits, type Scenario } from './scenarios.js';
import { sensorsFor, type SensorPlan } from './sensor-plan.js';
import { REEFER_MODELS, TRUCK_MODELS, chassisNumber, imeiOf, plateNumber } from './vehicle-catalog.js';

/** One demo vehicle: its registration, its tracker, its road and the part it plays. */
export type DemoVehicle = {
  index: number;
  imei: string;
  family: DeviceFamily;
  gpstype: number;
  scenario: Scenario;
  orgCode: FleetOrg;
  leased: boolean;
  routeId: RouteId;
  /** Where on its route (0 start, 1 end) the truck begins. */
  startFraction: number;
  vehicle_name: string;
  vehicle_number: string;
  chassis_number: string;
  euro_std: 'euro2' | 'euro4';
  vehicle_type: string;
  vehicle_group: string;
  device_status: 'active' | 'inactive';
  activation_status: '0' | '1' | '2';
  activation_date: string;
  sim_number: string;
  reefer: boolean;
  sensors: SensorPlan[];
};

export const DEFAULT_FLEET_SIZE = 60;
export const LEASING_ORG = 'LSG-ANDALAN';
/** Fixed: the seed (server) and the simulator (its own process) must plan the same fleet. */
const FLEET_SEED = 20_260_101;

export const FLEET_ORGS = ['CUS-LOGNUS', 'CUS-SINAR', 'CUS-MAJU', 'CUS-TIMUR', 'EU4-OPS', 'AGRO-BEST'] as const;
export type FleetOrg = (typeof FLEET_ORGS)[number];

const ORG_ROUTES: Record<FleetOrg, readonly RouteId[]> = {
  'CUS-LOGNUS': ['jakarta-cikampek-bandung', 'jakarta-inner-ring'],
  'CUS-SINAR': ['jakarta-inner-ring', 'jakarta-cikampek-bandung'],
  'CUS-MAJU': ['surabaya-malang'],
  'CUS-TIMUR': ['surabaya-malang', 'semarang-solo'],
  'EU4-OPS': ['jakarta-cikampek-bandung', 'semarang-solo', 'surabaya-malang'],
  'AGRO-BEST': ['medan-binjai', 'palembang-city', 'balikpapan-samarinda'],
};

const TEMPERATURE_SCENARIOS: ReadonlySet<Scenario> = new Set(['too_hot', 'too_cold']);
/** Seeded or single-sensor vehicles carry no extra probe: its reading would be missing and look faulty. */
const PLAIN: ReadonlySet<Scenario> = new Set([...SILENT_SCENARIOS, 'load_over_limit']);

const FAMILIES: readonly DeviceFamily[] = ['teltonika', 'ruptela', 'concox'];

/** The first `size` demo vehicles. Vehicle i is the same whatever the size, so a bigger fleet only adds. */
export function planFleet(size: number = DEFAULT_FLEET_SIZE): DemoVehicle[] {
  return Array.from({ length: Math.max(0, Math.floor(size)) }, (_, index) => planVehicle(index));
}

export function planVehicle(index: number): DemoVehicle {
  const rng = createRng(mixSeed(FLEET_SEED, index));
  const { scenario, family, reefer: coreReefer = false } = roleOf(index, rng);
  const orgCode = FLEET_ORGS[index % FLEET_ORGS.length] ?? 'CUS-LOGNUS';
  const routeId = rng.pick(ORG_ROUTES[orgCode]);
  const reefer =
    family !== 'concox' &&
    (TEMPERATURE_SCENARIOS.has(scenario) || (rng.next() < 0.1 && !PLAIN.has(scenario)) || coreReefer);
  const model = rng.pick(reefer ? REEFER_MODELS : TRUCK_MODELS);
  const { chassis, year } = chassisNumber(rng, model, index);
  const inactive = scenario === 'inactive_sending' || scenario === 'inactive_silent';
  return {
    index,
    imei: imeiOf(family, index),
    family,
    gpstype: GPSTYPE[family],
    scenario,
    orgCode,
    leased: orgCode.startsWith('CUS-') && rng.next() < 0.3,
    routeId,
    startFraction: rng.next(),
    vehicle_name: `${model.model} ${model.body}`,
    vehicle_number: plateNumber(rng, rng.pick(ROUTES[routeId].plates)),
    chassis_number: chassis,
    euro_std: orgCode === 'EU4-OPS' || (year >= 2022 && rng.next() < 0.7) ? 'euro4' : 'euro2',
    vehicle_type: model.vehicleType,
    vehicle_group: ROUTES[routeId].area,
    device_status: inactive ? 'inactive' : 'active',
    activation_status: activationOf(inactive, rng),
    activation_date: `${year}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}`,
    sim_number: `08${rng.int(11, 59)}${String(rng.int(0, 99_999_999)).padStart(8, '0')}`,
    reefer,
    sensors: sensorsFor(scenario, reefer, family === 'teltonika', rng.next()),
  };
}

function roleOf(index: number, rng: Rng): { scenario: Scenario; family: DeviceFamily; reefer?: true } {
  const core = CORE_SCENARIOS[index];
  if (core) return core;
  const scenario = weighted(rng);
  const preferred = FAMILIES[index % FAMILIES.length] ?? 'teltonika';
  const family = familyFits(scenario, preferred) ? preferred : 'teltonika';
  return { scenario, family };
}

function weighted(rng: Rng): Scenario {
  const total = FILLER_WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = rng.next() * total;
  for (const [scenario, weight] of FILLER_WEIGHTS) {
    roll -= weight;
    if (roll < 0) return scenario;
  }
  return 'normal';
}

/** Inactive devices are "Vehicle Runner Inactive"; a few others are not runners yet. */
function activationOf(inactive: boolean, rng: Rng): '0' | '1' | '2' {
  if (inactive) return '1';
  return rng.next() < 0.05 ? '0' : '2';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** DEMO_FLEET_SIZE, or 60; read where the demo starts (seed and simulator alike). */
export function fleetSizeFrom(env: Record<string, string | undefined>): number {
  const raw = env.DEMO_FLEET_SIZE;
  if (raw === undefined || raw === '') return DEFAULT_FLEET_SIZE;
  const size = Number(raw);
  if (!Number.isInteger(size) || size < 0) throw new Error(`DEMO_FLEET_SIZE must be a whole number, got '${raw}'`);
  return size;
}
