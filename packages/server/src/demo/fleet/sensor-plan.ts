import type { Scenario } from './scenarios.js';

/** A sensor fitted to a demo vehicle; `source` is the telemetry property its value is read from. */
export type SensorPlan = {
  type_sensor: 'door' | 'load' | 'rfid' | 'dismantle' | 'temperature';
  type_id: number;
  code_sensor: string;
  name: string;
  source: string;
  normal: number | null;
  upper_limit: number | null;
  lower_limit: number | null;
};

/** Type ids in the order of the spec's sensor type options (all_sensor is 0). */
const TYPE_ID = { door: 1, load: 2, rfid: 3, dismantle: 4, temperature: 5 } as const;

/** Frozen cargo: -20..8 °C covers frozen and chilled loads alike. */
export const REEFER_LIMITS = { lower: -20, upper: 8 } as const;
/** Legal gross load of a 3-axle truck body, in kg. */
export const LOAD_LIMIT_KG = 20_000;

/** The ID card of a demo vehicle's driver, as its RFID reader reads it. */
export const driverTag = (index: number) => `DRV-${String(4_100 + index).padStart(6, '0')}`;
/** What a delivery truck carries when the demo starts: a part-delivered load. */
export const DELIVERY_LOAD_KG = 9_400;

const door = (n: 1 | 2): SensorPlan => ({
  type_sensor: 'door',
  type_id: TYPE_ID.door,
  code_sensor: `DOOR-${n}`,
  name: n === 1 ? 'Rear door' : 'Side door',
  source: `door${n}`,
  normal: 1,
  upper_limit: null,
  lower_limit: null,
});

const temperature: SensorPlan = {
  type_sensor: 'temperature',
  type_id: TYPE_ID.temperature,
  code_sensor: 'TEMP-1',
  name: 'Cargo temperature',
  source: 'temp.0',
  normal: null,
  upper_limit: REEFER_LIMITS.upper,
  lower_limit: REEFER_LIMITS.lower,
};

const load: SensorPlan = {
  type_sensor: 'load',
  type_id: TYPE_ID.load,
  code_sensor: 'LOAD-1',
  name: 'Axle load',
  source: 'load',
  normal: null,
  upper_limit: LOAD_LIMIT_KG,
  lower_limit: 0,
};

const rfid: SensorPlan = {
  type_sensor: 'rfid',
  type_id: TYPE_ID.rfid,
  code_sensor: 'RFID-1',
  name: 'Driver ID',
  source: 'rfid',
  normal: null,
  upper_limit: null,
  lower_limit: null,
};

const dismantle: SensorPlan = {
  type_sensor: 'dismantle',
  type_id: TYPE_ID.dismantle,
  code_sensor: 'TAMPER-1',
  name: 'Tracker tamper',
  source: 'dismantle',
  normal: 0,
  upper_limit: null,
  lower_limit: null,
};

/** Which sensors a vehicle carries: its scenario's, plus a normal set on some others so 'Normal' has members. */
export function sensorsFor(scenario: Scenario, reefer: boolean, teltonika: boolean, roll: number): SensorPlan[] {
  switch (scenario) {
    case 'door_open':
      // A delivery truck: its doors, the load it drops at each stop and its driver's ID card.
      return [door(1), door(2), load, rfid];
    case 'too_hot':
    case 'too_cold':
      return [temperature];
    case 'load_over_limit':
      return [load];
    case 'dismantled':
      return [dismantle];
    default: {
      const fitted: SensorPlan[] = [];
      if (reefer) fitted.push(temperature);
      if (teltonika && roll < 0.3) fitted.push(door(1));
      if (scenario === 'normal' && roll < 0.15) fitted.push(load, dismantle);
      return fitted;
    }
  }
}
