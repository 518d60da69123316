import type { DecodeResult, Frame, ProtocolHandler, SessionState } from '../../protocol.js';
import { ProtocolError } from '../../protocol.js';
import { ACKED, MSG } from './constants.js';
import { encodeAck, readPacket, type Packet } from './packet.js';
import { LOCATION_PROTOCOLS, parseLocation } from './records-location.js';
import { encodeAddressReply, encodeTimeReply } from './replies.js';
import { unknownPacketAck } from './skipped-packets.js';
import { parseCommandText, parseHeartbeat, parseInformation, parseLbsAlarm, parseLogin } from './records-status.js';

/** Concox GT06 / GT06N / JM-VL01 over TCP. */
export const gt06Protocol: ProtocolHandler = { family: 'gt06', gpstype: 3, decode: decodeGt06 };

function decodeGt06(buffer: Buffer, session: SessionState): DecodeResult {
  try {
    return decodeFrames(buffer, session);
  } catch (error) {
    // The contract allows only ProtocolError out; a slip in a parser must not take the listener down.
    if (error instanceof ProtocolError) throw error;
    throw new ProtocolError('malformed', error instanceof Error ? error.message : 'decode failed');
  }
}

function decodeFrames(buffer: Buffer, session: SessionState): DecodeResult {
  const frames: Frame[] = [];
  // A login earlier in this same buffer identifies the packets after it.
  let imei = session.imei;
  let consumed = 0;
  for (let read = readPacket(buffer, 0); read; read = readPacket(buffer, consumed)) {
    const frame = toFrame(read.packet, imei);
    if (frame?.kind === 'identify') imei = frame.imei;
    if (frame) frames.push(frame);
    consumed += read.size;
  }
  return { frames, consumed };
}

function toFrame(packet: Packet, imei: string | null): Frame | null {
  if (packet.protocol === MSG.login) {
    const ack = encodeAck(MSG.login, packet.serial);
    // The document asks servers to answer unknown IMEIs too, or the device reconnects in a loop.
    return { kind: 'identify', imei: parseLogin(packet), accept: ack, reject: ack };
  }
  if (imei === null) throw new ProtocolError('not-identified', `packet 0x${packet.protocol.toString(16)} before login`);
  if (LOCATION_PROTOCOLS.has(packet.protocol)) {
    const ack = (wanted: boolean): Buffer | null => (wanted ? encodeAck(packet.protocol, packet.serial) : null);
    const record = parseLocation(packet, imei);
    // No GPS block where any known layout has one: nothing to store, the alarm is still answered.
    if (!record) return answer(ack(ACKED.has(packet.protocol)));
    return { kind: 'positions', imei: null, positions: [record.telemetry], ack: ack(record.wantsAck) };
  }
  return toOtherFrame(packet);
}

function toOtherFrame(packet: Packet): Frame | null {
  const reply = ACKED.has(packet.protocol) ? encodeAck(packet.protocol, packet.serial) : null;
  switch (packet.protocol) {
    case MSG.status:
    case MSG.statusExternal:
      return { kind: 'status', imei: null, reply, status: parseHeartbeat(packet) };
    case MSG.lbsAlarm:
      return { kind: 'status', imei: null, reply, status: parseLbsAlarm(packet) };
    case MSG.information:
      return { kind: 'status', imei: null, reply, status: parseInformation(packet) };
    case MSG.stringInfo:
    case MSG.commandReply:
      return { kind: 'command-response', imei: null, text: parseCommandText(packet), reply };
    case MSG.timeRequest:
      return answer(encodeTimeReply(Date.now()));
    case MSG.addressRequest:
      return answer(encodeAddressReply());
    default:
      return answer(unknownPacketAck(packet));
  }
}

/** Acknowledge-and-skip: an answer and nothing to store; no frame when there is no answer either. */
function answer(reply: Buffer | null): Frame | null {
  return reply ? { kind: 'status', imei: null, reply, status: {} } : null;
}
