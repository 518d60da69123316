import type { TelemetryProperties } from '@armada/domain';
import type { DemoVehicle } from '../fleet/fleet-plan.js';
import type { Scenario } from '../fleet/scenarios.js';

export type Motion = { speed: number; ign: 0 | 1 };

/** A slow wave in [-1, 1]; `phase` (0-1) keeps trucks of one scenario out of step. */
function wave(seconds: number, periodS: number, phase: number): number {
  return Math.sin(2 * Math.PI * (seconds / periodS + phase));
}

/** Cruising speeds that stay inside the scenario's speed band of the map filter. */
const CRUISE: Partial<Record<Scenario, readonly [mid: number, swing: number]>> = {
  moving_1_30: [18, 10],
  moving_81_100: [90, 8],
  moving_over_100: [108, 6],
  // Crosses the 80 km/h overspeed limit twice a cycle, so overspeed events keep coming.
  overspeed: [72, 18],
};
const DEFAULT_CRUISE = [55, 20] as const;

/** Speed (km/h, whole) and ignition of a scenario at a moment. */
export function motionOf(scenario: Scenario, seconds: number, phase: number): Motion {
  switch (scenario) {
    case 'idling':
    case 'invalid_location':
      return { speed: 0, ign: 1 };
    case 'off':
    case 'starter_kill':
    case 'not_updated':
    case 'no_data':
    case 'inactive_silent':
      return { speed: 0, ign: 0 };
    case 'towing':
      return { speed: Math.round(20 + 3 * wave(seconds, 90, phase)), ign: 0 };
    default: {
      const [mid, swing] = CRUISE[scenario] ?? DEFAULT_CRUISE;
      return { speed: Math.max(1, Math.round(mid + swing * wave(seconds, 240, phase))), ign: 1 };
    }
  }
}

/** GSM readings on each family's own scale: Teltonika 0-5, Ruptela CSQ 0-31, GT06 0-4. */
const GOOD_GSM = { teltonika: 5, ruptela: 24, concox: 28 } as const;
const POOR_GSM = { teltonika: 2, ruptela: 9, concox: 9 } as const;

/**
 * The tank (percent) a live truck reports: a slow weekly swing, so the fuel detection (docs/fuel.md)
 * sees neither refuels nor drains in the simulator's traffic; the seeded history ends on it.
 */
export const fuelPercentAt = (seconds: number, phase: number) => 60 + 25 * wave(seconds, 7 * 86_400, phase);

/** Readings a healthy truck of this vehicle's kit reports, before its scenario has its say. */
function baseProperties(v: DemoVehicle, motion: Motion, seconds: number, phase: number): TelemetryProperties {
  const props: TelemetryProperties = { ign: motion.ign, gps: 1, gsm_signal: GOOD_GSM[v.family] };
  if (v.family === 'concox') return props;
  const accu = Math.round((motion.ign ? 27.6 : 25.4) * 10 + 3 * wave(seconds, 60, phase)) / 10;
  Object.assign(props, {
    accu,
    accu_voltage: accu,
    gps_batt: 4.1,
    status_engine: motion.ign,
    fuel: Math.round(fuelPercentAt(seconds, phase)),
    fuel_sensor: 'percent',
    dismantle: 0,
    jamming: 0,
  } satisfies TelemetryProperties);
  if (v.family === 'teltonika') Object.assign(props, { door1: 1, door2: 1, imb: 0 } satisfies TelemetryProperties);
  if (v.reefer) props.temp = [Math.round((3 + 2 * wave(seconds, 600, phase)) * 10) / 10];
  return props;
}

/** What the tracker reports besides position: the vehicle's kit, then its scenario's abnormality. */
export function propertiesOf(v: DemoVehicle, motion: Motion, seconds: number, phase: number): TelemetryProperties {
  const props = baseProperties(v, motion, seconds, phase);
  switch (v.scenario) {
    case 'door_open':
      return { ...props, door1: 0 };
    case 'too_hot':
      return { ...props, temp: [Math.round((14 + wave(seconds, 300, phase)) * 10) / 10] };
    case 'too_cold':
      return { ...props, temp: [Math.round((-26 + wave(seconds, 300, phase)) * 10) / 10] };
    case 'dismantled':
      return { ...props, dismantle: 1 };
    case 'low_accu':
      return { ...props, accu: 10.5, accu_voltage: 10.5 };
    case 'battery_backup':
      return { ...props, accu: 0, accu_voltage: 0, gps_batt: 3.9 };
    case 'poor_gsm':
      return { ...props, gsm_signal: POOR_GSM[v.family] };
    case 'jamming':
      return { ...props, jamming: 1 };
    case 'starter_kill':
      return { ...props, imb: 1 };
    case 'invalid_location':
      return { ...props, gps: 0 };
    default:
      return props;
  }
}
