import { crc16Kermit } from './crc.js';

/**
 * Packet framing shared by the decoder and the encoder. Device → server: 2-byte length, 8-byte IMEI,
 * 1-byte command, payload, CRC. Server → device: 2-byte length, 1-byte command (device command + 100),
 * payload, CRC. The length counts the bytes between itself and the CRC; the CRC covers the same bytes.
 */
export const LENGTH_BYTES = 2;
export const CRC_BYTES = 2;
export const IMEI_BYTES = 8;
/** The smallest length a device packet can declare: IMEI and command, empty payload. */
export const MIN_DEVICE_BODY = IMEI_BYTES + 1;

/** Device command ids (Ruptela protocol document, "Commands"). */
export const CMD = {
  records: 1,
  deviceConfiguration: 2,
  deviceVersion: 3,
  firmwareUpdate: 4,
  setConnection: 5,
  setOdometer: 6,
  smsViaGprsResponse: 7,
  smsViaGprs: 8,
  dtcs: 9,
  identification: 15,
  heartbeat: 16,
  setIo: 17,
  /** File transfer (camera pictures, tachograph files): parts the server asked for. */
  files: 37,
  extendedRecords: 68,
} as const;

/**
 * Server → device command ids. Replies to device command N are 100 + N, except the records
 * acknowledgement, which is 100 for both command 1 and command 68.
 */
export const SERVER_CMD = {
  recordsAck: 100,
  smsViaGprs: 100 + CMD.smsViaGprs,
  dtcsAck: 100 + CMD.dtcs,
  identificationAck: 100 + CMD.identification,
  heartbeatAck: 100 + CMD.heartbeat,
} as const;

/** Frames `body` with its length and CRC. */
export function frame(body: Buffer): Buffer {
  const packet = Buffer.alloc(LENGTH_BYTES + body.length + CRC_BYTES);
  packet.writeUInt16BE(body.length, 0);
  body.copy(packet, LENGTH_BYTES);
  packet.writeUInt16BE(crc16Kermit(body), LENGTH_BYTES + body.length);
  return packet;
}

/** A server → device packet: length, command, payload, CRC (no IMEI in this direction). */
export function serverPacket(command: number, payload: Uint8Array = new Uint8Array(0)): Buffer {
  return frame(Buffer.concat([Buffer.from([command]), payload]));
}

/** The documented positive acknowledgement of records (commands 1 and 68): 00 02 64 01 13 BC. */
export const RECORDS_ACK = serverPacket(SERVER_CMD.recordsAck, Uint8Array.of(1));
/**
 * The negative acknowledgement (00 02 64 00 02 35): the device keeps the records and sends them again.
 * The Frame contract has no slot for it; the pipeline may send it when storing fails.
 */
export const RECORDS_NACK = serverPacket(SERVER_CMD.recordsAck, Uint8Array.of(0));
