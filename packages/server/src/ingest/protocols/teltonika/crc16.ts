/** CRC-16/IBM (reflected polynomial 0xA001, initial value 0), the checksum of Teltonika TCP packets. */
export function crc16Ibm(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xa001 : crc >>> 1;
  }
  return crc;
}
