import type { Telemetry, TelemetryProperties } from '@armada/domain';
import { MSG, STARTER_COMMANDS } from './constants.js';
import { clamp, writeGps } from './gps.js';
import { levelFromGsm, TERMINAL_BITS } from './io-mapping.js';
import { buildPacket } from './packet.js';

export { encodeAck } from './packet.js';

/** Packet types the encoder builds positions in: plain (0x12, 0x22 UTC) or alarm (0x16, 0x26 UTC). */
export type PositionProtocol = typeof MSG.gps | typeof MSG.gpsUtc | typeof MSG.alarm | typeof MSG.alarmUtc;

export type PositionOptions = {
  protocol: PositionProtocol;
  serial: number;
  /** Built-in battery level 0-6 for alarm packets; 6 (full) when omitted. */
  voltageLevel?: number;
  /** Cell tower; the demo fleet has none, so a neutral one is sent. */
  cell?: { mcc: number; mnc: number; lac: number; cellId: number };
};

const LANGUAGE_ENGLISH = 0x02;
const DEFAULT_CELL = { mcc: 0, mnc: 0, lac: 1, cellId: 1 };

/** Login 0x01 of the GT06 document: 15-digit IMEI as 8 BCD bytes. */
export function encodeLogin(imei: string, serial: number): Buffer {
  if (!/^[0-9]{15,16}$/.test(imei)) throw new RangeError('IMEI must be 15 or 16 digits');
  return buildPacket(MSG.login, Buffer.from(imei.padStart(16, '0'), 'hex'), serial);
}

/** A location or alarm packet carrying one Telemetry; properties the packet type has no field for are dropped. */
export function encodePosition(telemetry: Telemetry, options: PositionOptions): Buffer {
  const { properties } = telemetry;
  const valid = properties.gps !== 0 && telemetry.sat > 0;
  const gps = writeGps({ ...telemetry, valid });
  const cell = encodeCell(options.cell ?? DEFAULT_CELL);
  const parts: Buffer[] = [gps];
  if (options.protocol === MSG.gps || options.protocol === MSG.gpsUtc) parts.push(cell);
  else parts.push(Buffer.from([cell.length + 1]), cell, statusBlock(properties, options.voltageLevel ?? 6));
  if (options.protocol === MSG.gpsUtc) parts.push(Buffer.from([properties.ign === 1 ? 1 : 0, 0x00, 0x00]));
  const hasMileage = options.protocol === MSG.gpsUtc || options.protocol === MSG.alarmUtc;
  if (hasMileage && properties.mileage !== undefined) parts.push(u32(Math.round(properties.mileage * 1000)));
  return buildPacket(options.protocol, Buffer.concat(parts), options.serial);
}

export type HeartbeatStatus = Pick<TelemetryProperties, 'ign' | 'imb' | 'gsm_signal'> & { voltageLevel?: number };

/** Heartbeat 0x13: terminal information, voltage level, GSM signal, language. */
export function encodeHeartbeat(status: HeartbeatStatus, serial: number): Buffer {
  const content = Buffer.from([
    terminalInfo(status),
    clamp(status.voltageLevel ?? 6, 0, 6),
    levelFromGsm(status.gsm_signal),
    0x00,
    LANGUAGE_ENGLISH,
  ]);
  return buildPacket(MSG.status, content, serial);
}

/** Online command 0x80 (GT06 section 6.1): command length, server flag, ASCII command. */
export function encodeCommand(text: string, serverFlag: number, serial = 1): Buffer {
  return buildPacket(MSG.command, commandBody(text, serverFlag), serial);
}

/** Starter kill on (`true`) or off through the oil-electricity commands of the GT06 document. */
export function encodeStarterCommand(engage: boolean, serverFlag: number, serial = 1): Buffer {
  return encodeCommand(engage ? STARTER_COMMANDS.engage : STARTER_COMMANDS.release, serverFlag, serial);
}

/** The device side of 0x80: its 0x15 answer, echoing the server flag, for the simulator. */
export function encodeCommandReply(text: string, serverFlag: number, serial: number): Buffer {
  const body = Buffer.concat([commandBody(text, serverFlag), Buffer.from([0x00, LANGUAGE_ENGLISH])]);
  return buildPacket(MSG.stringInfo, body, serial);
}

function commandBody(text: string, serverFlag: number): Buffer {
  const command = Buffer.from(text, 'latin1');
  if (command.length > 0xff - 4) throw new RangeError('command longer than its 1-byte length allows');
  return Buffer.concat([Buffer.from([command.length + 4]), u32(serverFlag), command]);
}

function statusBlock(properties: TelemetryProperties, voltageLevel: number): Buffer {
  const alarm = clamp(properties.eventID ?? 0, 0, 0xff);
  return Buffer.from([
    terminalInfo(properties),
    clamp(voltageLevel, 0, 6),
    levelFromGsm(properties.gsm_signal),
    alarm,
    LANGUAGE_ENGLISH,
  ]);
}

/** GPS tracking is always on for a simulated truck; cut and ACC follow the properties. */
function terminalInfo(status: Pick<TelemetryProperties, 'ign' | 'imb'>): number {
  return (
    TERMINAL_BITS.tracking | (status.imb === 1 ? TERMINAL_BITS.cut : 0) | (status.ign === 1 ? TERMINAL_BITS.acc : 0)
  );
}

function encodeCell(cell: NonNullable<PositionOptions['cell']>): Buffer {
  const bytes = Buffer.alloc(8);
  bytes.writeUInt16BE(cell.mcc & 0x7fff, 0);
  bytes.writeUInt8(cell.mnc & 0xff, 2);
  bytes.writeUInt16BE(cell.lac & 0xffff, 3);
  bytes.writeUIntBE(cell.cellId & 0xffffff, 5, 3);
  return bytes;
}

function u32(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value >>> 0);
  return bytes;
}
