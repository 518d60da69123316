export { ruptelaProtocol, decodeRuptela } from './ruptela-protocol.js';
export {
  encodeCommand,
  encodeDevicePacket,
  encodeRecords,
  encodeSmsResponse,
  type RecordsOptions,
  type RuptelaCommand,
} from './encoder.js';
export { RECORDS_ACK, RECORDS_NACK } from './packets.js';
