/** Server → device answers of the TCP handshake and data exchange. */
export const IMEI_ACCEPT = Buffer.from([0x01]);
export const IMEI_REJECT = Buffer.from([0x00]);

/** The number of records received, as a 4-byte big-endian integer. */
export function recordAck(count: number): Buffer {
  const ack = Buffer.alloc(4);
  ack.writeUInt32BE(count, 0);
  return ack;
}
