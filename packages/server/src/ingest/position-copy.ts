import type { Telemetry } from '@armada/domain';

/** The columns a batch of positions is copied into, in the order the encoder writes them. */
export const POSITION_COPY_COLUMNS = '(imei, time, lat, lng, alt, head, speed, sat, props, flag)';

const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');
const FIELDS = 10;
/** PostgreSQL counts timestamps in microseconds from 2000-01-01 UTC. */
const PG_EPOCH_MS = Date.UTC(2000, 0, 1);
const JSONB_VERSION = 1;
/** The characters the JSON writer puts in itself. */
const code = (char: string) => char.charCodeAt(0);
const OPEN_BRACE = code('{');
const CLOSE_BRACE = code('}');
const OPEN_BRACKET = code('[');
const CLOSE_BRACKET = code(']');
const COLON = code(':');
const COMMA = code(',');
const QUOTE = code('"');
const BACKSLASH = code('\\');
const MINUS = code('-');
const POINT = code('.');
const DIGIT_0 = code('0');
/** Numbers written digit by digit are below this; scaled by 10^4 they stay far inside a double's exact integers. */
const MAX_DIRECT_NUMBER = 1e9;
const SCALES = [1, 10, 100, 1000, 10000];
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
    out.reserve(FIXED_ROW_BYTES + 4 * row.imei.length + 16);
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
    out.jsonb(row.properties);
    out.reserve(8);
    if (flags[i]) out.text('jump');
    else out.int32(-1);
  });
  out.reserve(2);
  out.int16(-1);
  return out.done();
}

/** A growing byte buffer with the few writes the COPY format needs (DataView: inlined by the JIT). */
class CopyBuffer {
  private buffer: Buffer;
  private view: DataView;
  private at = 0;

  constructor(size: number) {
    this.buffer = Buffer.allocUnsafeSlow(size);
    this.view = new DataView(this.buffer.buffer, this.buffer.byteOffset, this.buffer.length);
  }

  reserve(bytes: number): void {
    if (this.at + bytes <= this.buffer.length) return;
    const grown = Buffer.allocUnsafeSlow(Math.max(this.buffer.length * 2, this.at + bytes));
    this.buffer.copy(grown, 0, 0, this.at);
    this.buffer = grown;
    this.view = new DataView(grown.buffer, grown.byteOffset, grown.length);
  }

  bytes(data: Buffer): void {
    this.reserve(data.length);
    this.at += data.copy(this.buffer, this.at);
  }

  int16(value: number): void {
    this.view.setInt16(this.at, value);
    this.at += 2;
  }

  int32(value: number): void {
    this.view.setInt32(this.at, value);
    this.at += 4;
  }

  /** A signed 64-bit integer from a safe integer, as two 32-bit halves (no BigInt per row). */
  int64(value: number): void {
    const whole = Math.round(value);
    const high = Math.floor(whole / 2 ** 32);
    this.view.setInt32(this.at, high);
    this.view.setUint32(this.at + 4, whole - high * 2 ** 32);
    this.at += 8;
  }

  float32(value: number): void {
    this.view.setFloat32(this.at, value);
    this.at += 4;
  }

  float64(value: number): void {
    this.view.setFloat64(this.at, value);
    this.at += 8;
  }

  /** A length-prefixed UTF-8 field; the caller has reserved room for it. */
  text(value: string): void {
    const start = this.at + 4;
    const length = this.utf8(value, start);
    this.view.setInt32(this.at, length);
    this.at = start + length;
  }

  /** A jsonb field: its version byte, then the object as JSON text (flat properties written directly). */
  jsonb(value: object): void {
    const field = this.at;
    this.at += 5;
    if (!this.flatJson(value as Record<string, unknown>)) {
      const json = JSON.stringify(value);
      this.at = field + 5;
      this.reserve(4 * json.length);
      this.at += this.buffer.write(json, this.at, 'utf8');
    }
    this.view.setInt32(field, this.at - field - 4);
    this.buffer[field + 4] = JSONB_VERSION;
  }

  /**
   * Writes an object of plain ASCII keys and finite numbers, ASCII strings and arrays of numbers as
   * JSON (what JSON.stringify writes), with no string made on the way; false, having written part of
   * it, for anything else, which the caller then hands to JSON.stringify.
   */
  private flatJson(value: Record<string, unknown>): boolean {
    this.reserve(1);
    this.buffer[this.at++] = OPEN_BRACE;
    let first = true;
    for (const key in value) {
      const item = value[key];
      if (item === undefined) continue;
      if (!first) this.comma();
      first = false;
      if (!this.plainString(key)) return false;
      this.reserve(1);
      this.buffer[this.at++] = COLON;
      if (typeof item === 'number') {
        if (!this.number(item)) return false;
      } else if (typeof item === 'string') {
        if (!this.plainString(item)) return false;
      } else if (Array.isArray(item)) {
        if (!this.numbers(item)) return false;
      } else return false;
    }
    this.reserve(1);
    this.buffer[this.at++] = CLOSE_BRACE;
    return true;
  }

  private numbers(items: unknown[]): boolean {
    this.reserve(1);
    this.buffer[this.at++] = OPEN_BRACKET;
    for (let i = 0; i < items.length; i++) {
      const item = items[i];
      if (i > 0) this.comma();
      if (typeof item !== 'number' || !this.number(item)) return false;
    }
    this.reserve(1);
    this.buffer[this.at++] = CLOSE_BRACKET;
    return true;
  }

  private comma(): void {
    this.reserve(1);
    this.buffer[this.at++] = COMMA;
  }

  /**
   * A finite number as JSON writes it. Integers and decimals of up to four places (what trackers
   * report: volts, kilometres, litres) are written digit by digit; others through their string.
   * A decimal is n / 10^k for the fewest places k that give back the same double: then it is the
   * shortest text that does, which is what JSON writes (the test compares the two).
   */
  private number(value: number): boolean {
    if (!Number.isFinite(value)) return false;
    const size = Math.abs(value);
    if (size >= MAX_DIRECT_NUMBER || Object.is(value, -0)) return this.ascii(String(value));
    for (let places = 0; places < SCALES.length; places++) {
      const scale = SCALES[places] ?? 1;
      const scaled = Math.round(size * scale);
      if (scaled / scale === size) {
        this.reserve(24);
        if (value < 0) this.buffer[this.at++] = MINUS;
        this.decimal(scaled, places);
        return true;
      }
    }
    return this.ascii(String(value));
  }

  /** `scaled` / 10^places in decimal: its digits, with a point `places` from the right. */
  private decimal(scaled: number, places: number): void {
    let digits = 1;
    for (let rest = scaled; rest >= 10; rest = Math.floor(rest / 10)) digits += 1;
    const width = Math.max(digits, places + 1) + (places > 0 ? 1 : 0);
    let at = this.at + width - 1;
    let rest = scaled;
    for (let place = 0; at >= this.at; place++) {
      if (places > 0 && place === places) {
        this.buffer[at--] = POINT;
        continue;
      }
      this.buffer[at--] = DIGIT_0 + (rest % 10);
      rest = Math.floor(rest / 10);
    }
    this.at += width;
  }

  /** A string of printable ASCII other than quote and backslash, quoted; false for any other. */
  private plainString(value: string): boolean {
    this.reserve(value.length + 2);
    this.buffer[this.at++] = QUOTE;
    if (!this.ascii(value)) return false;
    this.buffer[this.at++] = QUOTE;
    return true;
  }

  private ascii(value: string): boolean {
    this.reserve(value.length + 1);
    for (let i = 0; i < value.length; i++) {
      const code = value.charCodeAt(i);
      if (code < 0x20 || code >= 0x7f || code === QUOTE || code === BACKSLASH) return false;
      this.buffer[this.at++] = code;
    }
    return true;
  }

  /**
   * Writes `value` at `start` and answers its length in bytes. IMEIs are ASCII: copied byte by byte,
   * cheaper for a short string than a call into Buffer.write.
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
