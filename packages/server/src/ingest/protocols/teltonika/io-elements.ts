/**
 * Every AVL id the portal maps is below this (io-ids.ts, checked by its test); elements with a
 * higher id (Codec 8 Extended and 16 carry 2-byte ids) are read past and not kept.
 */
export const KEPT_ID_LIMIT = 256;

/** Values up to this many bytes are read as plain numbers; wider ones go through BigInt. */
const NUMBER_BYTES = 6;

/**
 * One AVL record's IO element values by id, as where each value sits in the packet: nothing is
 * copied or sliced while a record is read, values are read when the mapping asks for them.
 *
 * One table serves record after record: `clear` forgets the last record's elements at once (a
 * generation stamp per id), so reading a record's IO elements allocates nothing. An id's documented
 * width can differ between firmware versions, so values are read at whatever width arrived; widths
 * no integer can have (0, or over 8 bytes) read as undefined. A repeated id keeps its last value.
 */
export class IoElements {
  private source: Buffer = Buffer.alloc(0);
  private generation = 0;
  private readonly stamps = new Uint32Array(KEPT_ID_LIMIT);
  private readonly offsets = new Uint32Array(KEPT_ID_LIMIT);
  private readonly widths = new Uint32Array(KEPT_ID_LIMIT);

  /** Starts a record whose values lie in `source`. */
  clear(source: Buffer): void {
    this.source = source;
    this.generation += 1;
    if (this.generation === 0xffffffff) {
      this.stamps.fill(0);
      this.generation = 1;
    }
  }

  /** Element `id` has `width` bytes at `offset` of the source. */
  set(id: number, offset: number, width: number): void {
    if (id >= KEPT_ID_LIMIT) return;
    this.stamps[id] = this.generation;
    this.offsets[id] = offset;
    this.widths[id] = width;
  }

  has(id: number): boolean {
    return this.stamps[id] === this.generation;
  }

  /** The raw bytes of element `id`, if present. */
  bytes(id: number): Buffer | undefined {
    if (!this.has(id)) return undefined;
    const offset = this.offsets[id] ?? 0;
    return this.source.subarray(offset, offset + (this.widths[id] ?? 0));
  }

  unsigned(id: number): number | undefined {
    const width = this.integerWidth(id);
    if (width === 0) return undefined;
    if (width <= NUMBER_BYTES) return this.source.readUIntBE(this.offsets[id] ?? 0, width);
    return Number(this.unsignedBig(id));
  }

  signed(id: number): number | undefined {
    const width = this.integerWidth(id);
    if (width === 0) return undefined;
    if (width <= NUMBER_BYTES) return this.source.readIntBE(this.offsets[id] ?? 0, width);
    return Number(BigInt.asIntN(width * 8, this.unsignedBig(id) ?? 0n));
  }

  unsignedBig(id: number): bigint | undefined {
    const width = this.integerWidth(id);
    if (width === 0) return undefined;
    const offset = this.offsets[id] ?? 0;
    let value = 0n;
    for (let i = offset; i < offset + width; i++) value = (value << 8n) | BigInt(this.source[i] ?? 0);
    return value;
  }

  /** 0/1 flag: any non-zero byte is 1. */
  flag(id: number): 0 | 1 | undefined {
    const width = this.integerWidth(id);
    if (width === 0) return undefined;
    const offset = this.offsets[id] ?? 0;
    for (let i = offset; i < offset + width; i++) if (this.source[i] !== 0) return 1;
    return 0;
  }

  /** The width of element `id` if it is present and an integer can have it, else 0. */
  private integerWidth(id: number): number {
    if (!this.has(id)) return 0;
    const width = this.widths[id] ?? 0;
    return width <= 8 ? width : 0;
  }
}
