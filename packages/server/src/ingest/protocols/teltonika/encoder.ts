import type { Telemetry } from '@armada/domain';
import type { AvlCodec } from './avl-types.js';
import { CODEC_12, CODEC_8_EXTENDED, COMMAND_TYPE, RESPONSE_TYPE } from './avl-types.js';
import type { IoEntry } from './io-encoding.js';
import { propertiesToIo } from './io-encoding.js';
import { ioLayoutOf } from './io-layout.js';
import { wrapPacket } from './packet.js';

/**
 * Builds Teltonika FMB packets as a device sends them, for the demo-fleet simulator, and Codec 12
 * commands as the server sends them.
 */

/** The identification packet a device sends first on every TCP connection. */
export function encodeImei(imei: string): Buffer {
  const digits = Buffer.from(imei, 'ascii');
  const packet = Buffer.alloc(2 + digits.length);
  packet.writeUInt16BE(digits.length, 0);
  digits.copy(packet, 2);
  return packet;
}

/** An AVL data packet with one record per position (1-255): Codec 8 Extended unless told otherwise. */
export function encodeAvlPacket(positions: readonly Telemetry[], codec: AvlCodec = CODEC_8_EXTENDED): Buffer {
  if (positions.length < 1 || positions.length > 255) throw new RangeError('an AVL packet holds 1 to 255 records');
  const count = Buffer.from([positions.length]);
  const records = positions.map((position) => encodeRecord(position, codec));
  return wrapPacket(Buffer.concat([Buffer.from([codec]), count, ...records, count]));
}

/** A Codec 12 command (type 0x05), e.g. "setdigout 1". */
export function encodeCommand(text: string): Buffer {
  return encodeCodec12(COMMAND_TYPE, text);
}

/** A Codec 12 response (type 0x06), as the device answers a command. */
export function encodeCommandResponse(text: string): Buffer {
  return encodeCodec12(RESPONSE_TYPE, text);
}

/** Starter kill via DOUT1, where the immobiliser relay is wired: engaged sets the output high. */
export function starterKillCommand(engaged: boolean): string {
  return engaged ? 'setdigout 1' : 'setdigout 0';
}

function encodeCodec12(type: number, text: string): Buffer {
  const payload = Buffer.from(text, 'utf8');
  const header = Buffer.alloc(7);
  header.writeUInt8(CODEC_12, 0);
  header.writeUInt8(1, 1);
  header.writeUInt8(type, 2);
  header.writeUInt32BE(payload.length, 3);
  return wrapPacket(Buffer.concat([header, payload, Buffer.from([1])]));
}

const FIXED_WIDTHS: readonly number[] = [1, 2, 4, 8];
/** Codec 16 generation type 5, "on change". */
const GENERATION_ON_CHANGE = 5;

function encodeRecord(position: Telemetry, codec: AvlCodec): Buffer {
  const gps = Buffer.alloc(24);
  gps.writeBigUInt64BE(BigInt(Math.round(position.time)), 0);
  gps.writeUInt8(0, 8); // priority: low
  gps.writeInt32BE(Math.round(position.lng * 1e7), 9);
  gps.writeInt32BE(Math.round(position.lat * 1e7), 13);
  gps.writeInt16BE(clamp(Math.round(position.alt), -0x8000, 0x7fff), 17);
  gps.writeUInt16BE(((Math.round(position.head) % 360) + 360) % 360, 19);
  gps.writeUInt8(clamp(Math.round(position.sat), 0, 0xff), 21);
  gps.writeUInt16BE(clamp(Math.round(position.speed), 0, 0xffff), 22);
  const io = encodeIo(position.properties.eventID ?? 0, propertiesToIo(position.properties), codec);
  return Buffer.concat([gps, io]);
}

/**
 * IO element as `codec` lays it out: event id, total count, then the N1, N2, N4, N8 groups (and NX
 * for Codec 8 Extended). Entries the codec cannot carry (ids above 255 in Codec 8, odd widths outside
 * Codec 8 Extended) are left out.
 */
function encodeIo(eventId: number, entries: IoEntry[], codec: AvlCodec): Buffer {
  const layout = ioLayoutOf(codec);
  const maxId = layout.idBytes === 2 ? 0xffff : 0xff;
  const usable = entries.filter(
    (e) => e.id <= maxId && (layout.variableGroup || FIXED_WIDTHS.includes(e.bytes.length)),
  );
  const number = (value: number, width: 1 | 2): Buffer => {
    const bytes = Buffer.alloc(width);
    bytes.writeUIntBE(value, 0, width);
    return bytes;
  };
  const maxEvent = layout.eventIdBytes === 2 ? 0xffff : 0xff;
  const event = Number.isInteger(eventId) && eventId >= 0 && eventId <= maxEvent ? eventId : 0;
  const parts: Buffer[] = [number(event, layout.eventIdBytes)];
  if (layout.generationType) parts.push(number(GENERATION_ON_CHANGE, 1));
  parts.push(number(usable.length, layout.countBytes));
  for (const width of FIXED_WIDTHS) {
    const group = usable.filter((e) => e.bytes.length === width);
    parts.push(
      number(group.length, layout.countBytes),
      ...group.flatMap((e) => [number(e.id, layout.idBytes), e.bytes]),
    );
  }
  if (layout.variableGroup) {
    const variable = usable.filter((e) => !FIXED_WIDTHS.includes(e.bytes.length));
    parts.push(
      number(variable.length, 2),
      ...variable.flatMap((e) => [number(e.id, 2), number(e.bytes.length, 2), e.bytes]),
    );
  }
  return Buffer.concat(parts);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
