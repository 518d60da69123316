import type { TelemetryProperties } from '@armada/domain';
import type { IoElements } from './avl-types.js';
import { CAN_ADAPTER_IDS, DALLAS_TEMPERATURE_IDS, GNSS_ON_WITH_FIX, IO } from './io-ids.js';
import { flag, signedNumber, unsignedNumber, unsignedValue } from './io-values.js';

/** DS18B20 range in 0.1 °C; FMB reports sensor faults as codes outside it (e.g. 3000 not ready). */
const MIN_TEMPERATURE = -550;
const MAX_TEMPERATURE = 1250;

/**
 * Normalises one record's IO elements into the portal's properties (docs/io-mapping/teltonika.md).
 * `satellites` comes from the GPS element: Teltonika marks a record without a fix by 0 satellites.
 */
export function mapIoElements(io: IoElements, eventId: number, satellites: number): TelemetryProperties {
  const properties: TelemetryProperties = { eventID: eventId, gps: hasFix(io, satellites) };
  assign(properties, 'ign', flag(io.get(IO.ignition)));
  assign(properties, 'gsm_signal', unsignedNumber(io.get(IO.gsmSignal)));
  assign(properties, 'mileage', kilometres(io));
  assign(properties, 'door1', flag(io.get(IO.din2)));
  assign(properties, 'door2', flag(io.get(IO.din3)));
  assign(properties, 'imb', flag(io.get(IO.dout1)));
  assign(properties, 'buzzer', flag(io.get(IO.dout2)));
  assign(properties, 'bump', bump(io));
  assign(properties, 'harsh', harshKind(io));
  assign(properties, 'jamming', flag(io.get(IO.jamming)));
  assign(properties, 'dismantle', flag(io.get(IO.unplug)));
  assign(properties, 'status_engine', engineRunning(io));
  assign(properties, 'iccid', iccid(io));
  assign(properties, 'temp', temperatures(io));
  const worktime = unsignedNumber(io.get(IO.canEngineWorktime));
  assign(properties, 'engine_hours', worktime === undefined ? undefined : worktime / 60);
  Object.assign(properties, volts(io), fuel(io));
  if (hasAny(io, CAN_ADAPTER_IDS)) properties.canbus = 1;
  return properties;
}

function assign<K extends keyof TelemetryProperties>(
  target: TelemetryProperties,
  key: K,
  value: TelemetryProperties[K] | undefined,
): void {
  if (value !== undefined) target[key] = value;
}

function hasAny(io: IoElements, ids: ReadonlySet<number>): boolean {
  for (const id of ids) if (io.has(id)) return true;
  return false;
}

function hasFix(io: IoElements, satellites: number): 0 | 1 {
  const status = unsignedNumber(io.get(IO.gnssStatus));
  return satellites > 0 && (status === undefined || status === GNSS_ON_WITH_FIX) ? 1 : 0;
}

function kilometres(io: IoElements): number | undefined {
  const metres = unsignedNumber(io.get(IO.totalOdometer)) ?? unsignedNumber(io.get(IO.canTotalMileage));
  return metres === undefined ? undefined : metres / 1000;
}

function volts(io: IoElements): Partial<TelemetryProperties> {
  const external = unsignedNumber(io.get(IO.externalVoltage));
  const battery = unsignedNumber(io.get(IO.batteryVoltage));
  return {
    ...(external === undefined ? {} : { accu: external / 1000, accu_voltage: external / 1000 }),
    ...(battery === undefined ? {} : { gps_batt: battery / 1000 }),
  };
}

/** CAN litres win over the CAN percentage when a vehicle reports both. */
function fuel(io: IoElements): Partial<TelemetryProperties> {
  const decilitres = unsignedNumber(io.get(IO.canFuelLevelLitres));
  if (decilitres !== undefined) return { fuel: decilitres / 10, fuel_sensor: 'can' };
  const percent = unsignedNumber(io.get(IO.canFuelLevelPercent));
  if (percent !== undefined) return { fuel: percent, fuel_sensor: 'percent' };
  return {};
}

/** Crash detection or a green-driving event (harsh acceleration, braking, cornering). */
function bump(io: IoElements): 0 | 1 | undefined {
  const crash = flag(io.get(IO.crashDetection));
  const harsh = flag(io.get(IO.greenDrivingType));
  if (crash === undefined && harsh === undefined) return undefined;
  return crash === 1 || harsh === 1 ? 1 : 0;
}

/** Green driving type (AVL IO 253): 1 harsh acceleration, 2 harsh braking, 3 harsh cornering; 0 or other none. */
function harshKind(io: IoElements): 1 | 2 | 3 | undefined {
  const kind = unsignedNumber(io.get(IO.greenDrivingType));
  return kind === 1 || kind === 2 || kind === 3 ? kind : undefined;
}

function engineRunning(io: IoElements): 0 | 1 | undefined {
  const rpm = unsignedNumber(io.get(IO.canEngineRpm)) ?? unsignedNumber(io.get(IO.obdEngineRpm));
  if (rpm === undefined) return undefined;
  return rpm > 0 ? 1 : 0;
}

/**
 * ICCID1 holds the leading digits and ICCID2 the last ten as decimal numbers; ICCID2 is zero-padded
 * back to ten digits (the wiki's Codec 8 Extended example decodes to a Luhn-valid 19-digit ICCID so).
 * Both are 8-byte elements; older FM firmware sends a 2-byte id 11 that is no ICCID, so other widths
 * are ignored.
 */
function iccid(io: IoElements): string | undefined {
  const head = unsignedValue(eightBytes(io.get(IO.iccid1)));
  const tail = unsignedValue(eightBytes(io.get(IO.iccid2)));
  if (head === undefined || tail === undefined) return undefined;
  return `${head}${tail.toString().padStart(10, '0')}`;
}

function eightBytes(bytes: Buffer | undefined): Buffer | undefined {
  return bytes?.length === 8 ? bytes : undefined;
}

/** Sensors 1-4 in order; a missing or faulted sensor is left out. */
function temperatures(io: IoElements): number[] | undefined {
  const values = DALLAS_TEMPERATURE_IDS.map((id) => signedNumber(io.get(id))).filter(
    (value): value is number => value !== undefined && value >= MIN_TEMPERATURE && value <= MAX_TEMPERATURE,
  );
  return values.length > 0 ? values.map((value) => value / 10) : undefined;
}
