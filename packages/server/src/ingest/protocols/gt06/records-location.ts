import type { Telemetry, TelemetryProperties } from '@armada/domain';
import { ByteReader } from '../../byte-reader.js';
import { MSG } from './constants.js';
import { readGps, skipCell } from './gps.js';
import { alarmProperties, gsmFromLevel, terminalInfoProperties } from './io-mapping.js';
import type { Packet } from './packet.js';

export const LOCATION_PROTOCOLS: ReadonlySet<number> = new Set([
  MSG.gps,
  MSG.gpsUtc,
  MSG.alarm,
  MSG.alarmUtc,
  MSG.alarmFences,
]);

const ALARM_PROTOCOLS: ReadonlySet<number> = new Set([MSG.alarm, MSG.alarmUtc, MSG.alarmFences]);
/** Alarm/Language second byte 0x00: "no need for reply" (V3.1 section 6.1). */
const NO_REPLY_LANGUAGE = 0x00;

/** A location (0x12, 0x22) or alarm (0x16, 0x26, 0x27) record and whether the device wants it acked. */
export function parseLocation(packet: Packet, imei: string): { telemetry: Telemetry; wantsAck: boolean } {
  const reader = new ByteReader(packet.content);
  const fix = readGps(reader);
  const properties: TelemetryProperties = { gps: fix.valid ? 1 : 0 };
  let wantsAck = false;
  if (ALARM_PROTOCOLS.has(packet.protocol)) {
    wantsAck = readAlarmTail(reader, packet.protocol, properties);
  } else {
    skipCell(reader);
    if (packet.protocol === MSG.gpsUtc) readUtcTail(reader, properties);
  }
  const { time, sat, lat, lng, speed, head } = fix;
  return { telemetry: { imei, gpstype: 3, time, lat, lng, alt: 0, head, speed, sat, properties }, wantsAck };
}

/** After the cell of 0x22: ACC, upload mode, re-upload flag, then mileage on devices that count it. */
function readUtcTail(reader: ByteReader, properties: TelemetryProperties): void {
  if (reader.remaining < 3) return;
  properties.ign = reader.u8() === 0 ? 0 : 1;
  reader.take(2);
  if (reader.remaining >= 4) properties.mileage = reader.u32() / 1000;
}

/** LBS block, then the status block: terminal information, voltage level, GSM, alarm, language. */
function readAlarmTail(reader: ByteReader, protocol: number, properties: TelemetryProperties): boolean {
  // The LBS length byte is 8 or 9 in the documents' own examples; only 0 (no cell) is trusted.
  if (reader.u8() > 0) skipCell(reader);
  const terminal = reader.u8();
  reader.u8(); // voltage level 0-6: a level, not volts, so not mapped
  const gsm = reader.u8();
  const alarm = reader.u8();
  const language = reader.u8();
  Object.assign(
    properties,
    terminalInfoProperties(terminal),
    { gsm_signal: gsmFromLevel(gsm) },
    alarmProperties(alarm),
  );
  if (protocol === MSG.alarmUtc && reader.remaining >= 4) properties.mileage = reader.u32() / 1000;
  return language !== NO_REPLY_LANGUAGE;
}
