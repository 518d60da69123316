import type { Telemetry } from '@armada/domain';

/** The columns a batch of positions is copied into, in the order the encoder writes them. */
export const POSITION_COPY_COLUMNS = '(imei, time, lat, lng, alt, head, speed, sat, props, flag)';

const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');
const FIELDS = 10;
/** PostgreSQL counts timestamps in microseconds from 2000-01-01 UTC. */
const PG_EPOCH_MS = Date.UTC(2000, 0, 1);
const JSONB_VERSION = 1;
/** Room for one row's fixed-width part: field count, ten lengths and the numbers. */
const FIXED_ROW_BYTES = 2 + FIELDS * 4 + 8 + 8 + 8 + 4 + 4 + 4 + 2;

/**
 * One buffer in PostgreSQL's binary COPY format (`COPY positions ... FROM STDIN (FORMAT binary)`):
 * no text to parse on the server and no escaping here. `flags[i]` marks row i as an impossible jump.
 */
export function encodePositionsCopy(rows: readonly Telemetry[], flags: readonly boolean[] = []): Buffer {
  const out = new CopyBuffer(rows.length * 192 + 64);
  out.bytes(SIGNATURE);
  out.int32(0); // flags
  out.int32(0); // header extension length
  rows.forEach((row, i) => {
    const props = JSON.stringify(row.properties);
    out.reserve(FIXED_ROW_BYTES + 4 * (row.imei.length + props.length) + 16);
    out.int16(FIELDS);
    out.text(row.imei);
    out.int32(8);
    out.int64((row.time - PG_EPOCH_MS) * 1000);
    out.int32(8);
    out.float64(row.lat);
    out.int32(8);
    out.float64(row.lng);
    out.int32(4);
    out.float32(row.alt);
    out.int32(4);
    out.float32(row.head);
    out.int32(4);
    out.float32(row.speed);
    out.int32(2);
    out.int16(Math.max(-32768, Math.min(32767, Math.round(row.sat))));
    out.jsonb(props);
    if (flags[i]) out.text('jump');
    else out.int32(-1);
  });
  out.reserve(2);
  out.int16(-1);
  return out.done();
}

/** A growing byte buffer with the few writes the COPY format needs. */
class CopyBuffer {
  private buffer: Buffer;
  private at = 0;

  constructor(size: number) {
    this.buffer = Buffer.allocUnsafe(size);
  }

  reserve(bytes: number): void {
    if (this.at + bytes <= this.buffer.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.at + bytes));
    this.buffer.copy(grown, 0, 0, this.at);
    this.buffer = grown;
  }

  bytes(data: Buffer): void {
    this.reserve(data.length);
    this.at += data.copy(this.buffer, this.at);
  }

  int16(value: number): void {
    this.at = this.buffer.writeInt16BE(value, this.at);
  }

  int32(value: number): void {
    this.at = this.buffer.writeInt32BE(value, this.at);
  }

  int64(value: number): void {
    this.at = this.buffer.writeBigInt64BE(BigInt(Math.round(value)), this.at);
  }

  float32(value: number): void {
    this.at = this.buffer.writeFloatBE(value, this.at);
  }

  float64(value: number): void {
    this.at = this.buffer.writeDoubleBE(value, this.at);
  }

  /** A length-prefixed UTF-8 field; the caller has reserved room for it. */
  text(value: string): void {
    const start = this.at + 4;
    const length = this.utf8(value, start);
    this.buffer.writeInt32BE(length, this.at);
    this.at = start + length;
  }

  jsonb(json: string): void {
    const start = this.at + 5;
    const length = this.utf8(json, start);
    this.buffer.writeInt32BE(length + 1, this.at);
    this.buffer.writeUInt8(JSONB_VERSION, this.at + 4);
    this.at = start + length;
  }

  /**
   * Writes `value` at `start` and answers its length in bytes. IMEIs and properties are nearly always
   * ASCII: copied byte by byte, cheaper for short strings than a call into Buffer.write each.
   */
  private utf8(value: string, start: number): number {
    for (let i = 0; i < value.length; i++) {
      const code = value.charCodeAt(i);
      if (code >= 0x80) return this.buffer.write(value, start, 'utf8');
      this.buffer[start + i] = code;
    }
    return value.length;
  }

  done(): Buffer {
    return this.buffer.subarray(0, this.at);
  }
}
