import { ProtocolError } from '../../protocol.js';

/** Reads a record's content; running past its end means the device sent a malformed record. */
export class ByteReader {
  private offset = 0;

  constructor(private readonly bytes: Buffer) {}

  remaining(): number {
    return this.bytes.length - this.offset;
  }

  u8(): number {
    return this.take(1).readUInt8(0);
  }

  u16(): number {
    return this.take(2).readUInt16BE(0);
  }

  u24(): number {
    return this.take(3).readUIntBE(0, 3);
  }

  u32(): number {
    return this.take(4).readUInt32BE(0);
  }

  take(length: number): Buffer {
    if (length > this.remaining()) throw new ProtocolError('malformed', 'record shorter than its fields');
    const slice = this.bytes.subarray(this.offset, this.offset + length);
    this.offset += length;
    return slice;
  }

  rest(): Buffer {
    return this.take(this.remaining());
  }
}
