import type { Telemetry } from '@armada/domain';
import { MAX_FRAME_BYTES } from '../../protocol.js';
import { propertiesToIo } from './io-encoding.js';
import { CMD, SERVER_CMD, frame, serverPacket } from './packets.js';
import type { IoEntry, IoSize } from './records.js';

/**
 * Builds packets as a Ruptela FM device sends them, for the demo-fleet simulator. Values a field
 * cannot hold throw RangeError. Ruptela devices have no login packet: the IMEI in every packet's
 * header identifies them, so the first records packet is also the identification.
 */
export type RecordsOptions = {
  /** Command 68 (2-byte IO ids and event id) instead of command 1. */
  extended?: boolean;
  /** Records still waiting in the device's memory after this packet. */
  recordsLeft?: number;
};

export function encodeRecords(imei: string, positions: Telemetry[], options: RecordsOptions = {}): Buffer {
  const extended = options.extended ?? false;
  if (positions.length > 0xff) throw new RangeError(`${positions.length} records: at most 255 per packet`);
  const parts = [u8(options.recordsLeft ?? 0), u8(positions.length)];
  for (const position of positions) {
    const second = Math.floor(position.time / 1000);
    // The timestamp extension tells apart records of the same second; the decoder reads it as
    // milliseconds, so the milliseconds (up to 255) go there.
    parts.push(encodeRecord(position, second, Math.min(0xff, position.time - second * 1000), extended));
  }
  const command = extended ? CMD.extendedRecords : CMD.records;
  return encodeDevicePacket(imei, command, Buffer.concat(parts));
}

/** The device's text answer to a command sent over GPRS (command 7, "SMS via GPRS response"). */
export function encodeSmsResponse(imei: string, text: string): Buffer {
  return encodeDevicePacket(imei, CMD.smsViaGprsResponse, asciiBytes(text));
}

/** Any device → server packet: length, IMEI, command, payload, CRC. */
export function encodeDevicePacket(imei: string, command: number, payload: Buffer): Buffer {
  if (!/^\d{1,15}$/.test(imei)) throw new RangeError(`IMEI must be 1-15 digits: ${imei}`);
  const header = Buffer.alloc(9);
  header.writeBigUInt64BE(BigInt(imei), 0);
  header.writeUInt8(command, 8);
  const packet = frame(Buffer.concat([header, payload]));
  if (packet.length > MAX_FRAME_BYTES) throw new RangeError(`packet of ${packet.length} bytes is too large`);
  return packet;
}

function encodeRecord(position: Telemetry, second: number, sequence: number, extended: boolean): Buffer {
  const header = Buffer.concat([
    u32(second),
    u8(sequence),
    extended ? u8(0) : Buffer.alloc(0), // record extension: not a merged record
    u8(0), // priority: low
    i32(position.lng * 1e7),
    i32(position.lat * 1e7),
    u16(position.alt * 10),
    u16(position.head * 100),
    u8(position.sat),
    u16(position.speed),
    u8(position.sat > 0 ? 10 : 0), // HDOP 1.0 with a fix: Telemetry does not carry it
    extended ? u16(position.properties.eventID ?? 0) : u8(position.properties.eventID ?? 0),
  ]);
  return Buffer.concat([header, encodeIo(propertiesToIo(position.properties, extended), extended)]);
}

function encodeIo(io: IoEntry[], extended: boolean): Buffer {
  const groups = ([1, 2, 4, 8] as const).map((size) => {
    const entries = io.filter((entry) => entry.size === size);
    return Buffer.concat([u8(entries.length), ...entries.map((entry) => encodeIoEntry(entry, size, extended))]);
  });
  return Buffer.concat(groups);
}

function encodeIoEntry(entry: IoEntry, size: IoSize, extended: boolean): Buffer {
  const value = Buffer.alloc(size);
  if (size === 8) value.writeBigUInt64BE(entry.value);
  else value.writeUIntBE(Number(entry.value), 0, size);
  return Buffer.concat([extended ? u16(entry.id) : u8(entry.id), value]);
}

/** Server → device commands. */
export type RuptelaCommand =
  /** Drive digital outputs; an output left undefined keeps its state. */
  | { kind: 'set-outputs'; dout1?: boolean; dout2?: boolean }
  /** Engine starter kill through the DOUT wired to the starter relay (DOUT1 unless told). */
  | { kind: 'starter-kill'; engaged: boolean; output?: 1 | 2 }
  /** Any other SMS command, without the password. */
  | { kind: 'sms'; text: string };

/**
 * Sends an SMS command over GPRS (server command 108 = 100 + "SMS via GPRS"); the device answers
 * with command 7. Outputs use the documented "setio X1,X2" (0 low, 1 high, 2 unchanged).
 */
export function encodeCommand(command: RuptelaCommand, password: string): Buffer {
  return serverPacket(SERVER_CMD.smsViaGprs, asciiBytes(`${password} ${commandText(command)}`));
}

function commandText(command: RuptelaCommand): string {
  switch (command.kind) {
    case 'set-outputs':
      return `setio ${outputLevel(command.dout1)},${outputLevel(command.dout2)}`;
    case 'starter-kill': {
      // Energising the relay output cuts the starter; releasing it frees the starter.
      const output = command.output ?? 1;
      const level = command.engaged;
      return commandText({ kind: 'set-outputs', ...(output === 1 ? { dout1: level } : { dout2: level }) });
    }
    case 'sms':
      return command.text;
  }
}

function outputLevel(on: boolean | undefined): 0 | 1 | 2 {
  if (on === undefined) return 2;
  return on ? 1 : 0;
}

function asciiBytes(text: string): Buffer {
  if (!/^[\x20-\x7e]*$/.test(text)) throw new RangeError('SMS text must be printable ASCII');
  return Buffer.from(text, 'ascii');
}

function u8(value: number): Buffer {
  const b = Buffer.alloc(1);
  b.writeUInt8(checked(value, 0, 0xff));
  return b;
}

function u16(value: number): Buffer {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(checked(value, 0, 0xffff));
  return b;
}

function u32(value: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(checked(value, 0, 0xffffffff));
  return b;
}

function i32(value: number): Buffer {
  const b = Buffer.alloc(4);
  // -2^31 is the "no position" marker, so a real coordinate never uses it.
  b.writeInt32BE(checked(value, -0x7fffffff, 0x7fffffff));
  return b;
}

function checked(value: number, min: number, max: number): number {
  const rounded = Math.round(value);
  if (!Number.isFinite(value) || rounded < min || rounded > max) {
    throw new RangeError(`${value} does not fit in [${min}, ${max}]`);
  }
  return rounded;
}
