import type { TelemetryProperties } from '@armada/domain';
import type { IoElements } from './io-elements.js';
import { CAN_ADAPTER_IDS, DALLAS_TEMPERATURE_IDS, GNSS_ON_WITH_FIX, IO } from './io-ids.js';

/** DS18B20 range in 0.1 °C; FMB reports sensor faults as codes outside it (e.g. 3000 not ready). */
const MIN_TEMPERATURE = -550;
const MAX_TEMPERATURE = 1250;

/**
 * Normalises one record's IO elements into the portal's properties (docs/io-mapping/teltonika.md).
 * `satellites` comes from the GPS element: Teltonika marks a record without a fix by 0 satellites.
 * Runs for every record received: properties are set on one object, with no object made per group.
 */
export function mapIoElements(io: IoElements, eventId: number, satellites: number): TelemetryProperties {
  const properties: TelemetryProperties = { eventID: eventId, gps: hasFix(io, satellites) };
  assign(properties, 'ign', io.flag(IO.ignition));
  assign(properties, 'gsm_signal', io.unsigned(IO.gsmSignal));
  assign(properties, 'mileage', kilometres(io));
  assign(properties, 'door1', io.flag(IO.din2));
  assign(properties, 'door2', io.flag(IO.din3));
  assign(properties, 'imb', io.flag(IO.dout1));
  assign(properties, 'buzzer', io.flag(IO.dout2));
  assign(properties, 'bump', bump(io));
  assign(properties, 'harsh', harshKind(io));
  assign(properties, 'jamming', io.flag(IO.jamming));
  assign(properties, 'dismantle', io.flag(IO.unplug));
  assign(properties, 'status_engine', engineRunning(io));
  assign(properties, 'iccid', iccid(io));
  assign(properties, 'temp', temperatures(io));
  const worktime = io.unsigned(IO.canEngineWorktime);
  assign(properties, 'engine_hours', worktime === undefined ? undefined : worktime / 60);
  volts(io, properties);
  fuel(io, properties);
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

function hasAny(io: IoElements, ids: readonly number[]): boolean {
  for (const id of ids) if (io.has(id)) return true;
  return false;
}

function hasFix(io: IoElements, satellites: number): 0 | 1 {
  const status = io.unsigned(IO.gnssStatus);
  return satellites > 0 && (status === undefined || status === GNSS_ON_WITH_FIX) ? 1 : 0;
}

function kilometres(io: IoElements): number | undefined {
  const metres = io.unsigned(IO.totalOdometer) ?? io.unsigned(IO.canTotalMileage);
  return metres === undefined ? undefined : metres / 1000;
}

function volts(io: IoElements, properties: TelemetryProperties): void {
  const external = io.unsigned(IO.externalVoltage);
  if (external !== undefined) {
    properties.accu = external / 1000;
    properties.accu_voltage = external / 1000;
  }
  const battery = io.unsigned(IO.batteryVoltage);
  if (battery !== undefined) properties.gps_batt = battery / 1000;
}

/** CAN litres win over the CAN percentage when a vehicle reports both. */
function fuel(io: IoElements, properties: TelemetryProperties): void {
  const decilitres = io.unsigned(IO.canFuelLevelLitres);
  const percent = io.unsigned(IO.canFuelLevelPercent);
  if (decilitres !== undefined) {
    properties.fuel = decilitres / 10;
    properties.fuel_sensor = 'can';
  } else if (percent !== undefined) {
    properties.fuel = percent;
    properties.fuel_sensor = 'percent';
  }
}

/** Crash detection or a green-driving event (harsh acceleration, braking, cornering). */
function bump(io: IoElements): 0 | 1 | undefined {
  const crash = io.flag(IO.crashDetection);
  const harsh = io.flag(IO.greenDrivingType);
  if (crash === undefined && harsh === undefined) return undefined;
  return crash === 1 || harsh === 1 ? 1 : 0;
}

/** Green driving type (AVL IO 253): 1 harsh acceleration, 2 harsh braking, 3 harsh cornering; 0 or other none. */
function harshKind(io: IoElements): 1 | 2 | 3 | undefined {
  const kind = io.unsigned(IO.greenDrivingType);
  return kind === 1 || kind === 2 || kind === 3 ? kind : undefined;
}

function engineRunning(io: IoElements): 0 | 1 | undefined {
  const rpm = io.unsigned(IO.canEngineRpm) ?? io.unsigned(IO.obdEngineRpm);
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
  if (io.bytes(IO.iccid1)?.length !== 8 || io.bytes(IO.iccid2)?.length !== 8) return undefined;
  const head = io.unsignedBig(IO.iccid1);
  const tail = io.unsignedBig(IO.iccid2);
  if (head === undefined || tail === undefined) return undefined;
  return `${head}${tail.toString().padStart(10, '0')}`;
}

/** Sensors 1-4 in order; a missing or faulted sensor is left out. */
function temperatures(io: IoElements): number[] | undefined {
  if (!hasAny(io, DALLAS_TEMPERATURE_IDS)) return undefined;
  const celsius: number[] = [];
  for (const id of DALLAS_TEMPERATURE_IDS) {
    const value = io.signed(id);
    if (value !== undefined && value >= MIN_TEMPERATURE && value <= MAX_TEMPERATURE) celsius.push(value / 10);
  }
  return celsius.length > 0 ? celsius : undefined;
}
