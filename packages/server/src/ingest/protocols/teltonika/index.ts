import type { ProtocolHandler } from '../../protocol.js';
import { decodeTeltonika } from './decoder.js';

/**
 * Teltonika FMB / FMC / FMx over TCP: IMEI handshake, Codec 8 / 8 Extended / 16 AVL data, Codec 12 / 13 /
 * 14 messages, the 0xFF keep-alive; other codecs are skipped (docs/io-mapping/teltonika.md).
 */
export const teltonikaProtocol: ProtocolHandler = {
  family: 'teltonika',
  gpstype: 2,
  decode: decodeTeltonika,
};

export { IMEI_ACCEPT, IMEI_REJECT, recordAck } from './acks.js';
export { encodeAvlPacket, encodeCommand, encodeCommandResponse, encodeImei, starterKillCommand } from './encoder.js';
