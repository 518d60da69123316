import type { TelemetryProperties } from '@armada/domain';
import { ProtocolError } from '../../protocol.js';
import { ByteReader } from '../../byte-reader.js';
import { MSG } from './constants.js';
import { cellBytes } from './gps.js';
import { alarmProperties, gsmProperties, informationProperties, terminalInfoProperties } from './io-mapping.js';
import type { Packet } from './packet.js';

/**
 * Login content: the terminal ID, the IMEI in 8 BCD bytes with a leading 0 nibble. Newer devices
 * add a type identification (2 bytes) and a time zone / language word (2 bytes): passed over, as
 * Armada reads every date-time as UTC (docs/io-mapping/gt06.md).
 */
export function parseLogin(packet: Packet): string {
  const digits = new ByteReader(packet.content).take(8).toString('hex');
  if (!/^[0-9]{16}$/.test(digits)) throw new ProtocolError('malformed', 'terminal ID is not BCD');
  return digits.startsWith('0') ? digits.slice(1) : digits;
}

/** Heartbeat 0x13: terminal info, voltage level, GSM, alarm/language (5 bytes; longer on OBD models). */
const HEARTBEAT_BYTES = 5;

/**
 * Heartbeat 0x13 (terminal info, voltage level, GSM) and 0x23 (terminal info, external volts, GSM).
 * The terminal information byte is first in every variant; the rest only in the documented layout.
 */
export function parseHeartbeat(packet: Packet): TelemetryProperties {
  const { content } = packet;
  const terminal = content[0];
  if (terminal === undefined) return {};
  const properties = terminalInfoProperties(terminal);
  if (packet.protocol === MSG.statusExternal) {
    if (content.length < 4) return properties;
    const volts = content.readUInt16BE(1) / 100;
    return { ...properties, accu: volts, accu_voltage: volts, ...gsmProperties(content.readUInt8(3)) };
  }
  // Byte 1 is the voltage level 0-6: a level, not volts, so not mapped.
  const gsm = content.length === HEARTBEAT_BYTES ? content[2] : undefined;
  return gsm === undefined ? properties : { ...properties, ...gsmProperties(gsm) };
}

/** LBS alarm 0x19: cell, then the same status block as the GPS alarm packets; other layouts give nothing. */
export function parseLbsAlarm(packet: Packet): TelemetryProperties {
  const { content } = packet;
  if (content.length < 2) return {};
  const statusAt = cellBytes(content.readUInt16BE(0));
  if (content.length !== statusAt + HEARTBEAT_BYTES) return {};
  const [terminal = 0, , gsm = 0, alarm = 0] = content.subarray(statusAt);
  return { ...terminalInfoProperties(terminal), ...gsmProperties(gsm), ...alarmProperties(alarm) };
}

/** Information transmission 0x94: a sub-type byte, then its data. */
export function parseInformation(packet: Packet): TelemetryProperties {
  const type = packet.content[0];
  return type === undefined ? {} : informationProperties(type, packet.content.subarray(1));
}

const CONTENT_UTF16 = 0x02;
const SERVER_FLAG_BYTES = 4;
/** The language word that ends a 0x15 packet. */
const LANGUAGE_BYTES = 2;

/** The device's answer to an online command: 0x15 (length, flag, ASCII) or 0x21 (flag, code, text). */
export function parseCommandText(packet: Packet): string {
  const reader = new ByteReader(packet.content);
  if (packet.protocol === MSG.stringInfo) {
    if (reader.remaining === 0) return '';
    const length = reader.u8();
    if (length >= SERVER_FLAG_BYTES && length <= reader.remaining) {
      reader.u32();
      return reader.take(length - SERVER_FLAG_BYTES).toString('latin1');
    }
    // Some devices send length 0 and pad the text with NULs: everything between flag and language.
    const text = packet.content.subarray(1 + SERVER_FLAG_BYTES, Math.max(0, packet.content.length - LANGUAGE_BYTES));
    return text.toString('latin1').replace(/\0+$/, '');
  }
  // 0x21: server flag, content code, text; shorter than flag and code, it says nothing.
  if (reader.remaining < SERVER_FLAG_BYTES + 1) return '';
  reader.u32();
  const code = reader.u8();
  const text = reader.rest();
  if (code !== CONTENT_UTF16) return text.toString('latin1');
  // An odd byte count cannot be UTF-16: the last byte is dropped rather than the connection.
  return Buffer.from(text.subarray(0, text.length - (text.length % 2)))
    .swap16()
    .toString('utf16le');
}
