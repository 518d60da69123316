import type { TelemetryProperties } from '@armada/domain';
import { IO, TEMPERATURE_IDS, ioEntry } from './io-mapping.js';
import type { IoEntry } from './records.js';

/** What the encoder reports as engine speed for a running engine: 800 rpm in 0.125 rpm units. */
const RUNNING_RPM_RAW = 800 * 8;
/** Command 1 carries 1-byte IO ids; larger ids exist only in command 68. */
const MAX_SHORT_IO_ID = 0xff;

/**
 * The inverse of ioToProperties, for the simulator: the IO elements a device would send for these
 * properties. Properties with no default IO id (engine_hours, doors, imb, buzzer, iccid, ...) are
 * left out, as is a fuel level not in percent.
 */
export function propertiesToIo(props: TelemetryProperties, extended: boolean): IoEntry[] {
  const io: IoEntry[] = [];
  if (props.ign !== undefined) io.push(ioEntry(IO.din4Ignition, 1, props.ign));
  if (props.gsm_signal !== undefined) io.push(ioEntry(IO.gsmSignal, 1, props.gsm_signal));
  const power = props.accu ?? props.accu_voltage;
  if (power !== undefined) io.push(ioEntry(IO.powerVoltage, 2, power * 1000));
  if (props.gps_batt !== undefined) io.push(ioEntry(IO.batteryVoltage, 2, props.gps_batt * 1000));
  if (props.mileage !== undefined) io.push(ioEntry(IO.virtualOdometer, 4, props.mileage * 1000));
  (props.temp ?? []).forEach((celsius, i) => {
    const id = TEMPERATURE_IDS[i];
    if (id !== undefined) io.push(ioEntry(id, 2, celsius * 10, true));
  });
  if (props.jamming !== undefined) io.push(ioEntry(IO.jamming, 1, props.jamming));
  if (props.fuel !== undefined && (props.fuel_sensor ?? 'percent') === 'percent') {
    io.push(ioEntry(IO.canFuelLevel, 1, (props.fuel * 10) / 4));
  }
  if (props.bump !== undefined) io.push(ioEntry(IO.harshBraking, 1, props.bump));
  if (props.status_engine !== undefined) {
    io.push(ioEntry(IO.canEngineRpm, 2, props.status_engine ? RUNNING_RPM_RAW : 0));
  }
  if (props.dismantle !== undefined) io.push(ioEntry(IO.tamper, 1, props.dismantle));
  return extended ? io : io.filter((entry) => entry.id <= MAX_SHORT_IO_ID);
}
