/**
 * CRC-ITU as the Concox documents define it (their appendix gives a lookup table): reflected
 * polynomial 0x1021 (0x8408), initial value 0xFFFF, result inverted, i.e. CRC-16/X-25. Computed
 * bit by bit: frames are short and this keeps the table out of the source.
 */
export function crcItu(bytes: Uint8Array): number {
  let fcs = 0xffff;
  for (const byte of bytes) {
    fcs ^= byte;
    for (let bit = 0; bit < 8; bit++) fcs = fcs & 1 ? (fcs >>> 1) ^ 0x8408 : fcs >>> 1;
  }
  return ~fcs & 0xffff;
}
