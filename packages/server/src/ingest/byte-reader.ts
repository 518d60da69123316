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
    if (length > this.remaining) throw new ProtocolError('malformed', 'record runs past the end of the packet');
    const slice = this.bytes.subarray(this.offset, this.offset + length);
    this.offset += length;
    return slice;
  }

  /** Everything not read yet. */
  rest(): Buffer {
    return this.take(this.remaining);
  }

  u8(): number {
    return this.take(1).readUInt8(0);
  }

  u16(): number {
    return this.take(2).readUInt16BE(0);
  }

  i16(): number {
    return this.take(2).readInt16BE(0);
  }

  u24(): number {
    return this.take(3).readUIntBE(0, 3);
  }

  u32(): number {
    return this.take(4).readUInt32BE(0);
  }

  i32(): number {
    return this.take(4).readInt32BE(0);
  }

  u64(): bigint {
    return this.take(8).readBigUInt64BE(0);
  }

  /** An unsigned value of 1, 2, 4 or 8 bytes, as IO elements carry. */
  unsigned(size: 1 | 2 | 4 | 8): bigint {
    return size === 8 ? this.u64() : BigInt(this.take(size).readUIntBE(0, size));
  }
}
