import type { Telemetry } from '@armada/domain';
import type { Frame } from '../../protocol.js';
import { ProtocolError } from '../../protocol.js';
import { recordAck } from './acks.js';
import { readAvlRecord } from './avl-record.js';
import type { AvlCodec, AvlRecord } from './avl-types.js';
import { ByteReader } from '../../byte-reader.js';
import { mapIoElements } from './io-mapping.js';

const GPSTYPE_TELTONIKA = 2;

/** Reads a Codec 8 / 8 Extended body (codec id .. second record count) into a positions frame. */
export function readAvlPacket(body: Buffer, codec: AvlCodec, imei: string): Frame {
  const reader = new ByteReader(body);
  reader.u8(); // codec id
  const count = reader.u8();
  if (count === 0) throw new ProtocolError('malformed', 'AVL packet without records');
  const positions: Telemetry[] = [];
  for (let i = 0; i < count; i++) positions.push(toTelemetry(readAvlRecord(reader, codec), imei));
  if (reader.u8() !== count || reader.remaining !== 0) {
    throw new ProtocolError('malformed', 'record counts disagree with the packet length');
  }
  return { kind: 'positions', imei: null, positions, ack: recordAck(count) };
}

/** Without a fix Teltonika keeps the last coordinates and sends 0 satellites; mapIoElements flags it. */
function toTelemetry(record: AvlRecord, imei: string): Telemetry {
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
    properties: mapIoElements(record.io, record.eventId, record.satellites),
  };
}
