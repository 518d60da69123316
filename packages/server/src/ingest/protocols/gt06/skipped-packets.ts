import { encodeAck, type Packet } from './packet.js';

/**
 * Packets Armada does not read (WiFi/LBS scans, OBD, photos, vendor extensions) are skipped, never
 * refused: refusing would make the device reconnect in a loop. Whether one is answered follows what
 * Traccar, the server these devices run against in service, answers (Gt06ProtocolDecoder, 9e5c458):
 * a 0x78 0x78 packet gets its ack (same protocol number and serial) unless listed below, a 0x79 0x79
 * packet gets none unless listed below.
 */

/** Short-framed types answered otherwise or not at all. */
const SHORT_UNANSWERED: ReadonlySet<number> = new Set([
  0x80, // online command: only the server sends it
  0x81, // command (second type), likewise
  0x82, // command (third type), likewise
  0x34, // X1 GPS: stored without an answer
  0x35, // X1 photo information: answered with a photo request, which we do not want
  0x8c, // OBD data
  0x9b, // serial port pass-through data
]);

/** Long-framed types that are answered, and in which framing the ack goes back. */
const LONG_ANSWERED: ReadonlyMap<number, 'short' | 'long'> = new Map([
  [0x70, 'short'], // modular GPS
  [0xf1, 'short'], // device status (Jimi 4G)
  [0xf2, 'short'], // peripheral status (VL842)
  [0x32, 'long'], // AZ735 location
  [0x33, 'long'], // AZ735 alarm
]);

export function unknownPacketAck(packet: Packet): Buffer | null {
  if (!packet.long) return SHORT_UNANSWERED.has(packet.protocol) ? null : encodeAck(packet.protocol, packet.serial);
  const framing = LONG_ANSWERED.get(packet.protocol);
  return framing ? encodeAck(packet.protocol, packet.serial, framing === 'long') : null;
}
