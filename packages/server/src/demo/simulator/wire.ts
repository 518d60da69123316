import type { Telemetry } from '@armada/domain';
import type { DeviceFamily } from '@armada/domain';
import * as gt06 from '../../ingest/protocols/gt06/index.js';
import * as ruptela from '../../ingest/protocols/ruptela/index.js';
import * as teltonika from '../../ingest/protocols/teltonika/index.js';
import type { Truck } from './truck.js';

/** What the server sent back: accepted identity, a record ack, a refusal, a command, or anything else. */
export type ReplyKind = 'accept' | 'reject' | 'ack' | 'nack' | 'command' | 'other';
/** A command carries its text, and for GT06 the server flag its answer must echo. */
export type Reply = { size: number; kind: ReplyKind; text?: string; serverFlag?: number };

const GT06_LOGIN = 0x01;
const GT06_HEARTBEAT = 0x13;
const GT06_POSITION = 0x22;
const RUPTELA_ACK = 0x64;
/** Server command 108: an SMS command over GPRS. */
const RUPTELA_SMS_COMMAND = 108;
const GT06_COMMAND = 0x80;
const CODEC_12 = 0x0c;
const CODEC_12_COMMAND = 0x05;
/** A GT06 sends a heartbeat every few positions (and waits for its answer: positions get none). */
const GT06_HEARTBEAT_EVERY = 3;

const nextSerial = (truck: Truck) => (truck.link.serial = (truck.link.serial + 1) & 0xffff);

/** The identification a connection opens with; Ruptela has none (its IMEI is in every packet). */
export function helloOf(truck: Truck): Buffer | null {
  const { imei, family } = truck.vehicle;
  if (family === 'teltonika') return teltonika.encodeImei(imei);
  if (family === 'concox') return gt06.encodeLogin(imei, nextSerial(truck));
  return null;
}

/** The packets of one turn and whether an answer must come before the next turn. */
export function dataOf(truck: Truck, record: Telemetry): { packets: Buffer[]; awaitsReply: boolean } {
  const { imei, family } = truck.vehicle;
  if (family === 'teltonika') return { packets: [teltonika.encodeAvlPacket([record])], awaitsReply: true };
  if (family === 'ruptela') {
    return { packets: [ruptela.encodeRecords(imei, [record], { extended: true })], awaitsReply: true };
  }
  const position = gt06.encodePosition(record, { protocol: GT06_POSITION, serial: nextSerial(truck) });
  if (truck.turns % GT06_HEARTBEAT_EVERY !== 1) return { packets: [position], awaitsReply: false };
  const { ign, imb, gsm_signal } = record.properties;
  const heartbeat = gt06.encodeHeartbeat({ ign, imb, gsm_signal }, nextSerial(truck));
  return { packets: [position, heartbeat], awaitsReply: true };
}

/** The next whole reply at the start of `rx`, null until it has arrived; throws on bytes no server sends. */
export function readReply(family: DeviceFamily, rx: Buffer, handshaking: boolean): Reply | null {
  if (family === 'teltonika') return teltonikaReply(rx, handshaking);
  if (family === 'ruptela') return ruptelaReply(rx);
  return gt06Reply(rx);
}

function teltonikaReply(rx: Buffer, handshaking: boolean): Reply | null {
  if (handshaking) {
    if (rx.length < 1) return null;
    return { size: 1, kind: rx[0] === 1 ? 'accept' : 'reject' };
  }
  if (rx.length < 4) return null;
  const count = rx.readUInt32BE(0);
  if (count > 0) return { size: 4, kind: 'ack' };
  // Four zero bytes open a Codec 12 command: preamble, length, data, CRC.
  if (rx.length < 8) return null;
  const size = 8 + rx.readUInt32BE(4) + 4;
  if (rx.length < size) return null;
  // Data: codec, quantity, type, text size, text, quantity.
  if (rx[8] !== CODEC_12 || rx[10] !== CODEC_12_COMMAND) return { size, kind: 'other' };
  return { size, kind: 'command', text: rx.subarray(15, 15 + rx.readUInt32BE(11)).toString('utf8') };
}

function ruptelaReply(rx: Buffer): Reply | null {
  if (rx.length < 4) return null;
  const size = 2 + rx.readUInt16BE(0) + 2;
  if (rx.length < size) return null;
  if (rx[2] === RUPTELA_SMS_COMMAND) return { size, kind: 'command', text: rx.subarray(3, size - 2).toString('ascii') };
  if (rx[2] !== RUPTELA_ACK) return { size, kind: 'other' };
  return { size, kind: rx[3] === 1 ? 'ack' : 'nack' };
}

function gt06Reply(rx: Buffer): Reply | null {
  if (rx.length < 5) return null;
  const long = rx[0] === 0x79 && rx[1] === 0x79;
  if (!long && !(rx[0] === 0x78 && rx[1] === 0x78)) throw new Error('GT06 reply without start bytes');
  const size = long ? rx.readUInt16BE(2) + 6 : (rx[2] ?? 0) + 5;
  if (rx.length < size) return null;
  const protocol = rx[long ? 4 : 3];
  if (protocol === GT06_LOGIN) return { size, kind: 'accept' };
  if (protocol === GT06_COMMAND && !long) {
    // Content: command length (flag included), server flag, ASCII command.
    const length = rx[4] ?? 4;
    return {
      size,
      kind: 'command',
      serverFlag: rx.readUInt32BE(5),
      text: rx.subarray(9, 9 + length - 4).toString('latin1'),
    };
  }
  return { size, kind: protocol === GT06_HEARTBEAT ? 'ack' : 'other' };
}
