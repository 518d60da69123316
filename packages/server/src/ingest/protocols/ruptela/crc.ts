/**
 * CRC-16/KERMIT (CCITT polynomial 0x1021 reflected as 0x8408, initial value 0, no final xor), as the
 * Ruptela protocol document specifies for every packet in both directions. It is sent big-endian.
 */
export function crc16Kermit(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 1 ? (crc >>> 1) ^ 0x8408 : crc >>> 1;
    }
  }
  return crc;
}
