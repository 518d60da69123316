import { ProtocolError } from './protocol.js';

/**
 * Sequential big-endian reads over one complete, checksum-verified frame, shared by every device
 * family. Reading past the end means the frame's own counts disagree with its length, so it throws
 * ProtocolError('malformed') instead of the RangeError Buffer would throw.
 */
export class ByteReader {
  private offset = 0;

  constructor(private readonly bytes: Buffer) {}

  get remaining(): number {
    return this.bytes.length - this.offset;
  }

  take(length: number): Buffer {
    const at = this.skip(length);
    return this.bytes.subarray(at, at + length);
  }

  /** Everything not read yet. */
  rest(): Buffer {
    return this.take(this.remaining);
  }

  // The numbers are read in place, without a slice each: decoding runs for every record received.
  u8(): number {
    return this.bytes.readUInt8(this.skip(1));
  }

  u16(): number {
    return this.bytes.readUInt16BE(this.skip(2));
  }

  i16(): number {
    return this.bytes.readInt16BE(this.skip(2));
  }

  u24(): number {
    return this.bytes.readUIntBE(this.skip(3), 3);
  }

  u32(): number {
    return this.bytes.readUInt32BE(this.skip(4));
  }

  i32(): number {
    return this.bytes.readInt32BE(this.skip(4));
  }

  u64(): bigint {
    return this.bytes.readBigUInt64BE(this.skip(8));
  }

  /** An unsigned value of 1, 2, 4 or 8 bytes, as IO elements carry. */
  unsigned(size: 1 | 2 | 4 | 8): bigint {
    return size === 8 ? this.u64() : BigInt(this.bytes.readUIntBE(this.skip(size), size));
  }

  /** Moves past `length` bytes and answers where they start. */
  skip(length: number): number {
    if (length > this.remaining) throw new ProtocolError('malformed', 'record runs past the end of the packet');
    const at = this.offset;
    this.offset += length;
    return at;
  }
}
