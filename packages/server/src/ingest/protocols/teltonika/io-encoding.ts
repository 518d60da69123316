import type { TelemetryProperties } from '@armada/domain';
import { DALLAS_TEMPERATURE_IDS, GNSS_ON_WITH_FIX, IO } from './io-ids.js';

export type IoEntry = { id: number; bytes: Buffer };

/** Representative idle speed sent for a running engine: the portal only keeps running / stopped. */
const RUNNING_RPM = 800;
const GNSS_ON_WITHOUT_FIX = 2;

/**
 * The inverse of mapIoElements, for the demo simulator: the IO elements an FMB device would send for
 * these properties, each at its documented width. Properties the family cannot carry (analog fuel,
 * load) are left out.
 */
export function propertiesToIo(properties: TelemetryProperties): IoEntry[] {
  const p = properties;
  const entries: (IoEntry | undefined)[] = [
    unsigned(IO.ignition, 1, p.ign),
    unsigned(IO.gsmSignal, 1, p.gsm_signal),
    unsigned(IO.gnssStatus, 1, p.gps === undefined ? undefined : p.gps ? GNSS_ON_WITH_FIX : GNSS_ON_WITHOUT_FIX),
    unsigned(IO.din2, 1, p.door1),
    unsigned(IO.din3, 1, p.door2),
    unsigned(IO.dout1, 1, p.imb),
    unsigned(IO.dout2, 1, p.buzzer),
    unsigned(IO.crashDetection, 1, p.bump),
    unsigned(IO.greenDrivingType, 1, p.harsh),
    unsigned(IO.jamming, 1, p.jamming),
    unsigned(IO.unplug, 1, p.dismantle),
    unsigned(IO.externalVoltage, 2, scaled(p.accu ?? p.accu_voltage, 1000)),
    unsigned(IO.batteryVoltage, 2, scaled(p.gps_batt, 1000)),
    unsigned(IO.obdEngineRpm, 2, p.status_engine === undefined ? undefined : p.status_engine * RUNNING_RPM),
    unsigned(IO.totalOdometer, 4, scaled(p.mileage, 1000)),
    unsigned(IO.canEngineWorktime, 4, scaled(p.engine_hours, 60)),
    ...fuelEntries(p),
    ...temperatureEntries(p.temp),
    ...iccidEntries(p.iccid),
  ];
  return entries.filter((entry): entry is IoEntry => entry !== undefined);
}

function scaled(value: number | undefined, factor: number): number | undefined {
  return value === undefined ? undefined : Math.round(value * factor);
}

/** Out-of-range values are clamped: the simulator should never fail on a slightly odd reading. */
function unsigned(id: number, width: 1 | 2 | 4 | 8, value: number | bigint | undefined): IoEntry | undefined {
  if (value === undefined || (typeof value === 'number' && !Number.isFinite(value))) return undefined;
  const max = (1n << BigInt(width * 8)) - 1n;
  const big = typeof value === 'bigint' ? value : BigInt(Math.max(0, Math.trunc(value)));
  const clamped = big > max ? max : big;
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64BE(clamped, 0);
  return { id, bytes: bytes.subarray(8 - width) };
}

function fuelEntries(p: TelemetryProperties): IoEntry[] {
  if (p.fuel === undefined) return [];
  if (p.fuel_sensor === 'can') return [unsigned(IO.canFuelLevelLitres, 2, Math.round(p.fuel * 10))].filter(isEntry);
  if (p.fuel_sensor === 'percent') return [unsigned(IO.canFuelLevelPercent, 1, Math.round(p.fuel))].filter(isEntry);
  return [];
}

function temperatureEntries(temp: number[] | undefined): IoEntry[] {
  return (temp ?? []).slice(0, DALLAS_TEMPERATURE_IDS.length).flatMap((celsius, index) => {
    const id = DALLAS_TEMPERATURE_IDS[index];
    if (id === undefined || !Number.isFinite(celsius)) return [];
    const bytes = Buffer.alloc(4);
    bytes.writeInt32BE(clampInt32(Math.round(celsius * 10)), 0);
    return [{ id, bytes }];
  });
}

function clampInt32(value: number): number {
  return Math.min(0x7fffffff, Math.max(-0x80000000, value));
}

/** ICCID2 carries the last ten digits, ICCID1 the rest; only all-digit ICCIDs of 11-20 digits
 * not starting with 0 (every ICCID starts with 89) survive the split. */
function iccidEntries(iccid: string | undefined): IoEntry[] {
  if (iccid === undefined || !/^[1-9][0-9]{10,19}$/.test(iccid)) return [];
  const head = BigInt(iccid.slice(0, -10));
  const tail = BigInt(iccid.slice(-10));
  return [unsigned(IO.iccid1, 8, head), unsigned(IO.iccid2, 8, tail)].filter(isEntry);
}

function isEntry(entry: IoEntry | undefined): entry is IoEntry {
  return entry !== undefined;
}
