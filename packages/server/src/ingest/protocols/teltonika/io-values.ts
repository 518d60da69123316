/**
 * Reads of IO element values. An id's documented width can differ between firmware versions, so
 * values are read at whatever width arrived; widths no integer can have give undefined.
 */
export function unsignedValue(bytes: Buffer | undefined): bigint | undefined {
  if (!bytes || bytes.length === 0 || bytes.length > 8) return undefined;
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  return value;
}

export function unsignedNumber(bytes: Buffer | undefined): number | undefined {
  const value = unsignedValue(bytes);
  return value === undefined ? undefined : Number(value);
}

export function signedNumber(bytes: Buffer | undefined): number | undefined {
  const value = unsignedValue(bytes);
  if (value === undefined || !bytes) return undefined;
  return Number(BigInt.asIntN(bytes.length * 8, value));
}

/** 0/1 flag: any non-zero value is 1. */
export function flag(bytes: Buffer | undefined): 0 | 1 | undefined {
  const value = unsignedValue(bytes);
  if (value === undefined) return undefined;
  return value === 0n ? 0 : 1;
}
