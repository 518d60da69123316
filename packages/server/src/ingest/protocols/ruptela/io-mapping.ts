import type { TelemetryProperties } from '@armada/domain';
import type { IoEntry, IoSize } from './records.js';

/**
 * Default Ruptela FM-Eco/FM-Pro IO ids normalised into TelemetryProperties. The table with units and
 * sources is docs/io-mapping/ruptela.md; keep the two in step.
 */
export const IO = {
  /** DIN4, the ignition input in the default wiring. */
  din4Ignition: 5,
  gsmSignal: 27,
  /** Vehicle power supply, mV. */
  powerVoltage: 29,
  /** Internal backup battery, mV. */
  batteryVoltage: 30,
  /** Virtual (GPS) odometer, metres. */
  virtualOdometer: 65,
  jamming: 88,
  /** FMS fuel level 1, 0.4 %/bit. */
  canFuelLevel: 98,
  harshBraking: 134,
  harshAcceleration: 136,
  /** FMS engine speed, 0.125 rpm/bit. */
  canEngineRpm: 197,
  virtualIgnition: 251,
  customIgnition: 409,
  accident: 411,
  tamper: 758,
} as const;

/** 1-wire temperature sensors 1..4, signed 0.1 °C. */
export const TEMPERATURE_IDS = [78, 79, 80, 74] as const;

const IGNITION_IDS = [IO.din4Ignition, IO.virtualIgnition, IO.customIgnition];
const BUMP_IDS = [IO.harshBraking, IO.harshAcceleration, IO.accident];
/** GSM signal runs 0..31; devices send 255 before the modem has measured it. */
const GSM_SIGNAL_MAX = 31;
/** FMS marks a missing fuel level with 0xFE / 0xFF; 250 is 100 %. */
const FMS_FUEL_MAX = 250;

type Lookup = (id: number) => IoEntry | undefined;

export function ioToProperties(io: IoEntry[]): TelemetryProperties {
  const byId = new Map(io.map((entry) => [entry.id, entry]));
  const get: Lookup = (id) => byId.get(id);
  const raw = (id: number): number | undefined => {
    const entry = get(id);
    return entry === undefined ? undefined : Number(entry.value);
  };
  const props: TelemetryProperties = {};
  const ign = anyOn(get, IGNITION_IDS);
  if (ign !== undefined) props.ign = ign;
  const gsm = raw(IO.gsmSignal);
  if (gsm !== undefined && gsm <= GSM_SIGNAL_MAX) props.gsm_signal = gsm;
  const power = raw(IO.powerVoltage);
  if (power !== undefined) props.accu = props.accu_voltage = power / 1000;
  const battery = raw(IO.batteryVoltage);
  if (battery !== undefined) props.gps_batt = battery / 1000;
  const odometer = raw(IO.virtualOdometer);
  if (odometer !== undefined) props.mileage = odometer / 1000;
  const temp = temperatures(get);
  if (temp.length > 0) props.temp = temp;
  Object.assign(props, flags(get), canProperties(raw));
  return props;
}

function flags(get: Lookup): TelemetryProperties {
  const props: TelemetryProperties = {};
  const jamming = anyOn(get, [IO.jamming]);
  if (jamming !== undefined) props.jamming = jamming;
  const bump = anyOn(get, BUMP_IDS);
  if (bump !== undefined) props.bump = bump;
  const dismantle = anyOn(get, [IO.tamper]);
  if (dismantle !== undefined) props.dismantle = dismantle;
  return props;
}

function canProperties(raw: (id: number) => number | undefined): TelemetryProperties {
  const props: TelemetryProperties = {};
  const fuel = raw(IO.canFuelLevel);
  if (fuel !== undefined && fuel <= FMS_FUEL_MAX) {
    props.fuel = (fuel * 4) / 10;
    props.fuel_sensor = 'percent';
    props.canbus = 1;
  }
  const rpm = raw(IO.canEngineRpm);
  if (rpm !== undefined) {
    props.status_engine = rpm > 0 ? 1 : 0;
    props.canbus = 1;
  }
  return props;
}

/** 1 when any of `ids` is present and non-zero, 0 when present and all zero, else undefined. */
function anyOn(get: Lookup, ids: readonly number[]): 0 | 1 | undefined {
  const present = ids.map(get).filter((entry) => entry !== undefined);
  if (present.length === 0) return undefined;
  return present.some((entry) => entry.value > 0n) ? 1 : 0;
}

/** Present sensors in sensor order (a missing sensor is skipped, not padded). */
function temperatures(get: Lookup): number[] {
  const temps: number[] = [];
  for (const id of TEMPERATURE_IDS) {
    const entry = get(id);
    if (entry !== undefined) temps.push(toSigned(entry) / 10);
  }
  return temps;
}

function toSigned(entry: IoEntry): number {
  const bits = BigInt(entry.size * 8);
  const value = entry.value >= 1n << (bits - 1n) ? entry.value - (1n << bits) : entry.value;
  return Number(value);
}

/** Builds one IO entry, refusing values the field cannot hold (signed values as two's complement). */
export function ioEntry(id: number, size: IoSize, value: number, signed = false): IoEntry {
  const bits = BigInt(size * 8);
  const min = signed ? -(1n << (bits - 1n)) : 0n;
  const max = signed ? (1n << (bits - 1n)) - 1n : (1n << bits) - 1n;
  const big = BigInt(Math.round(value));
  if (!Number.isFinite(value) || big < min || big > max) throw new RangeError(`IO ${id}: ${value} out of range`);
  return { id, size, value: big < 0n ? big + (1n << bits) : big };
}
