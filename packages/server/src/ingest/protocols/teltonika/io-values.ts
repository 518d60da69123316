/**
 * Reads of IO element values. An id's documented width can differ between firmware versions, so
 * values are read at whatever width arrived; widths no integer can have give undefined. Up to six
 * bytes are read as plain numbers (every record has a dozen values: no BigInt for them).
 */
const NUMBER_BYTES = 6;

const readable = (bytes: Buffer | undefined): bytes is Buffer =>
  bytes !== undefined && bytes.length > 0 && bytes.length <= 8;

export function unsignedValue(bytes: Buffer | undefined): bigint | undefined {
  if (!readable(bytes)) return undefined;
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  return value;
}

export function unsignedNumber(bytes: Buffer | undefined): number | undefined {
  if (!readable(bytes)) return undefined;
  if (bytes.length <= NUMBER_BYTES) return bytes.readUIntBE(0, bytes.length);
  return Number(unsignedValue(bytes));
}

export function signedNumber(bytes: Buffer | undefined): number | undefined {
  if (!readable(bytes)) return undefined;
  if (bytes.length <= NUMBER_BYTES) return bytes.readIntBE(0, bytes.length);
  return Number(BigInt.asIntN(bytes.length * 8, unsignedValue(bytes) ?? 0n));
}

/** 0/1 flag: any non-zero value is 1. */
export function flag(bytes: Buffer | undefined): 0 | 1 | undefined {
  if (!readable(bytes)) return undefined;
  return bytes.some((byte) => byte !== 0) ? 1 : 0;
}
