import type { Telemetry } from '@armada/domain';
import type { Frame } from '../../protocol.js';
import { ProtocolError } from '../../protocol.js';
import { recordAck } from './acks.js';
import { readAvlRecord } from './avl-record.js';
import type { AvlCodec, AvlRecord } from './avl-types.js';
import { CODEC_8 } from './avl-types.js';
import { IoElements } from './io-elements.js';
import { ByteReader } from '../../byte-reader.js';
import type { IoLayout } from './io-layout.js';
import { CODEC_8_WITH_16_BYTE_GROUP, ioLayoutOf } from './io-layout.js';
import { mapIoElements } from './io-mapping.js';

const GPSTYPE_TELTONIKA = 2;

/**
 * Reads a Codec 8 / 8 Extended / 16 body (codec id .. second record count) into a positions frame.
 * A Codec 8 body whose records do not fit the standard layout is read once more with the 16-byte
 * group some older firmware adds; only a body that fits neither is refused.
 */
export function readAvlPacket(body: Buffer, codec: AvlCodec, imei: string): Frame {
  const layout = ioLayoutOf(codec);
  const positions =
    codec === CODEC_8
      ? (tryReadPositions(body, layout, imei) ?? readPositions(body, CODEC_8_WITH_16_BYTE_GROUP, imei))
      : readPositions(body, layout, imei);
  return { kind: 'positions', imei: null, positions, ack: recordAck(positions.length) };
}

function tryReadPositions(body: Buffer, layout: IoLayout, imei: string): Telemetry[] | null {
  try {
    return readPositions(body, layout, imei);
  } catch (error) {
    if (error instanceof ProtocolError) return null;
    throw error;
  }
}

/**
 * Decoding is synchronous: one record and one IO table serve every record of every packet, each
 * record mapped before the next is read (see IoElements).
 */
const io = new IoElements();
const record: AvlRecord = {
  timestamp: 0,
  priority: 0,
  longitude: 0,
  latitude: 0,
  altitude: 0,
  angle: 0,
  satellites: 0,
  speed: 0,
  eventId: 0,
};

function readPositions(body: Buffer, layout: IoLayout, imei: string): Telemetry[] {
  const reader = new ByteReader(body);
  reader.u8(); // codec id
  const count = reader.u8();
  if (count === 0) throw new ProtocolError('malformed', 'AVL packet without records');
  const positions: Telemetry[] = [];
  for (let i = 0; i < count; i++) {
    io.clear(body);
    readAvlRecord(reader, layout, io, record);
    positions.push(toTelemetry(record, io, imei));
  }
  if (reader.u8() !== count || reader.remaining !== 0) {
    throw new ProtocolError('malformed', 'record counts disagree with the packet length');
  }
  return positions;
}

/** Without a fix Teltonika keeps the last coordinates and sends 0 satellites; mapIoElements flags it. */
function toTelemetry(record: AvlRecord, io: IoElements, imei: string): Telemetry {
  return {
    imei,
    gpstype: GPSTYPE_TELTONIKA,
    time: record.timestamp,
    lat: record.latitude / 1e7,
    lng: record.longitude / 1e7,
    alt: record.altitude,
    head: record.angle % 360,
    speed: record.speed,
    sat: record.satellites,
    properties: mapIoElements(io, record.eventId, record.satellites),
  };
}
