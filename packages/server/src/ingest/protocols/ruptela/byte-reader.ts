import { ProtocolError } from '../../protocol.js';

/** Reads big-endian fields from one frame's payload; running past its end is a malformed frame. */
export class ByteReader {
  private offset = 0;

  constructor(private readonly bytes: Buffer) {}

  get remaining(): number {
    return this.bytes.length - this.offset;
  }

  u8(): number {
    return this.bytes.readUInt8(this.take(1));
  }

  u16(): number {
    return this.bytes.readUInt16BE(this.take(2));
  }

  u32(): number {
    return this.bytes.readUInt32BE(this.take(4));
  }

  i32(): number {
    return this.bytes.readInt32BE(this.take(4));
  }

  u64(): bigint {
    return this.bytes.readBigUInt64BE(this.take(8));
  }

  /** An unsigned value of 1, 2, 4 or 8 bytes, as IO elements carry. */
  unsigned(size: 1 | 2 | 4 | 8): bigint {
    return size === 8 ? this.u64() : BigInt(this.bytes.readUIntBE(this.take(size), size));
  }

  private take(size: number): number {
    if (this.remaining < size) throw new ProtocolError('malformed', `record runs past the end of the packet`);
    const at = this.offset;
    this.offset += size;
    return at;
  }
}
