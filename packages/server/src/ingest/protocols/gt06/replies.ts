import { MSG } from './constants.js';
import { writeDateTime } from './gps.js';
import { buildPacket } from './packet.js';

/**
 * Answer to a time request 0x8A: the server's current UTC date-time, YY MM DD hh mm ss. Sent with
 * serial 0, as Traccar answers in service.
 */
export function encodeTimeReply(now: number): Buffer {
  return buildPacket(MSG.timeRequest, writeDateTime(now), 0);
}

/** Armada resolves no addresses: "NA&&NA&&0##" is the empty answer (address, phone, alarm flag). */
const NO_ADDRESS = 'NA&&NA&&0##';

/**
 * Answer to an address request 0x2A: a 0x97 packet, long framing, with the text length, a server
 * flag of 0 and the empty address, so the device stops waiting for one.
 */
export function encodeAddressReply(): Buffer {
  const text = Buffer.from(NO_ADDRESS, 'latin1');
  const content = Buffer.concat([Buffer.from([text.length]), Buffer.alloc(4), text]);
  return buildPacket(MSG.addressReply, content, 0, true);
}
