/** One step of the reflected polynomial 0xA001 for each byte value: eight bit-steps in one lookup. */
const TABLE = Uint16Array.from({ length: 256 }, (_, byte) => {
  let crc = byte;
  for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xa001 : crc >>> 1;
  return crc;
});

/** CRC-16/IBM (reflected polynomial 0xA001, initial value 0), the checksum of Teltonika TCP packets. */
export function crc16Ibm(bytes: Uint8Array): number {
  let crc = 0;
  for (let i = 0; i < bytes.length; i++) crc = (crc >>> 8) ^ (TABLE[(crc ^ (bytes[i] ?? 0)) & 0xff] ?? 0);
  return crc;
}
