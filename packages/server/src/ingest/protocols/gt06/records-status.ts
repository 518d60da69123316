import type { TelemetryProperties } from '@armada/domain';
import { ProtocolError } from '../../protocol.js';
import { ByteReader } from '../../byte-reader.js';
import { MSG } from './constants.js';
import { skipCell } from './gps.js';
import { alarmProperties, gsmFromLevel, informationProperties, terminalInfoProperties } from './io-mapping.js';
import type { Packet } from './packet.js';

/** Login content: the terminal ID, the IMEI in 8 BCD bytes with a leading 0 nibble. */
export function parseLogin(packet: Packet): string {
  const digits = new ByteReader(packet.content).take(8).toString('hex');
  if (!/^[0-9]{16}$/.test(digits)) throw new ProtocolError('malformed', 'terminal ID is not BCD');
  return digits.startsWith('0') ? digits.slice(1) : digits;
}

/** Heartbeat 0x13 (terminal info, voltage level, GSM) and 0x23 (terminal info, external volts, GSM). */
export function parseHeartbeat(packet: Packet): TelemetryProperties {
  const reader = new ByteReader(packet.content);
  const properties = terminalInfoProperties(reader.u8());
  if (packet.protocol === MSG.statusExternal) {
    const volts = reader.u16() / 100;
    Object.assign(properties, { accu: volts, accu_voltage: volts });
  } else {
    reader.u8(); // voltage level 0-6, not volts
  }
  properties.gsm_signal = gsmFromLevel(reader.u8());
  return properties;
}

/** LBS alarm 0x19: cell, then the same status block as the GPS alarm packets. */
export function parseLbsAlarm(packet: Packet): TelemetryProperties {
  const reader = new ByteReader(packet.content);
  skipCell(reader);
  const properties = terminalInfoProperties(reader.u8());
  reader.u8();
  properties.gsm_signal = gsmFromLevel(reader.u8());
  return { ...properties, ...alarmProperties(reader.u8()) };
}

/** Information transmission 0x94: a sub-type byte, then its data. */
export function parseInformation(packet: Packet): TelemetryProperties {
  const reader = new ByteReader(packet.content);
  return informationProperties(reader.u8(), reader.rest());
}

const CONTENT_UTF16 = 0x02;

/** The device's answer to an online command: 0x15 (length, flag, ASCII) or 0x21 (flag, code, text). */
export function parseCommandText(packet: Packet): string {
  const reader = new ByteReader(packet.content);
  if (packet.protocol === MSG.stringInfo) {
    const length = reader.u8();
    if (length < 4) throw new ProtocolError('malformed', 'command length shorter than the server flag');
    reader.u32();
    return reader.take(length - 4).toString('latin1');
  }
  reader.u32();
  const code = reader.u8();
  const text = reader.rest();
  if (code !== CONTENT_UTF16) return text.toString('latin1');
  if (text.length % 2 !== 0) throw new ProtocolError('malformed', 'odd UTF-16 text');
  return Buffer.from(text).swap16().toString('utf16le');
}
