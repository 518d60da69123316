import type { ProtocolHandler } from '../../protocol.js';
import { decodeTeltonika } from './decoder.js';

/** Teltonika FMB series over TCP: IMEI handshake, Codec 8 / 8 Extended AVL data, Codec 12 responses. */
export const teltonikaProtocol: ProtocolHandler = {
  family: 'teltonika',
  gpstype: 2,
  decode: decodeTeltonika,
};

export { IMEI_ACCEPT, IMEI_REJECT, recordAck } from './acks.js';
export { encodeAvlPacket, encodeCommand, encodeCommandResponse, encodeImei, starterKillCommand } from './encoder.js';
