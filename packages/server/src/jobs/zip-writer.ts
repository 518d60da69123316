import { open, type FileHandle } from 'node:fs/promises';
import { promisify } from 'node:util';
import { constants, crc32, deflateRaw } from 'node:zlib';

const deflate = promisify(deflateRaw);
const LIMIT = 0xffff_ffff; // sizes and offsets of a zip without the zip64 extension
const FLAGS = 0x0808; // UTF-8 names; sizes and CRC in a descriptor after the data
const DEFLATE = 8;
// 1980-01-01 00:00 in DOS time: the parts carry no meaningful time of their own.
const DOS_DATE = (1 << 5) | 1;

type Entry = { name: Buffer; offset: number; crc: number; size: number; compressed: number };
type Field = [value: number, bytes: 2 | 4];

/** One file being written into the archive, its text deflated piece by piece. */
export type ZipEntryWriter = {
  write(text: string): Promise<void>;
  end(): Promise<void>;
};

function record(fields: readonly Field[], name?: Buffer): Buffer {
  const buffer = Buffer.alloc(fields.reduce((sum, [, bytes]) => sum + bytes, 0));
  let at = 0;
  for (const [value, bytes] of fields) {
    at = bytes === 2 ? buffer.writeUInt16LE(value, at) : buffer.writeUInt32LE(value, at);
  }
  return name ? Buffer.concat([buffer, name]) : buffer;
}

// prettier-ignore
const localHeader = (name: Buffer) => record([
  [0x04034b50, 4], [20, 2], [FLAGS, 2], [DEFLATE, 2], [0, 2], [DOS_DATE, 2], [0, 4], [0, 4], [0, 4],
  [name.length, 2], [0, 2],
], name);

// prettier-ignore
const descriptor = (e: Entry) => record([[0x08074b50, 4], [e.crc, 4], [e.compressed, 4], [e.size, 4]]);

// prettier-ignore
const centralHeader = (e: Entry) => record([
  [0x02014b50, 4], [20, 2], [20, 2], [FLAGS, 2], [DEFLATE, 2], [0, 2], [DOS_DATE, 2], [e.crc, 4],
  [e.compressed, 4], [e.size, 4], [e.name.length, 2], [0, 2], [0, 2], [0, 2], [0, 2], [0, 4], [e.offset, 4],
], e.name);

// prettier-ignore
const endRecord = (count: number, size: number, start: number) => record([
  [0x06054b50, 4], [0, 2], [0, 2], [count, 2], [count, 2], [size, 4], [start, 4], [0, 2],
]);

function checked(value: number): number {
  if (value > LIMIT) throw new Error('zip over 4 GiB: too large for a download file');
  return value;
}

/**
 * A zip archive written straight to a file, for xlsx files of any length. Each entry is one raw
 * deflate stream made of pieces compressed apart (each ends on a sync flush, the last is final),
 * deflated on libuv's threads while the caller prepares the next piece.
 */
export class ZipWriter {
  private readonly entries: Entry[] = [];
  private offset = 0;
  /** The piece being deflated and written; the next one waits for it, so the file stays in order. */
  private pending: Promise<void> = Promise.resolve();

  private constructor(private readonly out: FileHandle) {}

  static async create(path: string): Promise<ZipWriter> {
    return new ZipWriter(await open(path, 'w'));
  }

  private async put(buffer: Buffer): Promise<void> {
    await this.out.write(buffer);
    this.offset = checked(this.offset + buffer.length);
  }

  private async piece(entry: Entry, data: Buffer, flush: number): Promise<void> {
    await this.pending;
    entry.crc = crc32(data, entry.crc);
    entry.size = checked(entry.size + data.length);
    this.pending = deflate(data, { finishFlush: flush }).then(async (packed) => {
      entry.compressed = checked(entry.compressed + packed.length);
      await this.put(packed);
    });
    // Seen here so a failure abandoned mid-file is no unhandled rejection; the next await rethrows it.
    this.pending.catch(() => undefined);
  }

  async entry(path: string): Promise<ZipEntryWriter> {
    await this.pending;
    const name = Buffer.from(path, 'utf8');
    const entry: Entry = { name, offset: this.offset, crc: 0, size: 0, compressed: 0 };
    await this.put(localHeader(name));
    return {
      write: (text) => this.piece(entry, Buffer.from(text, 'utf8'), constants.Z_SYNC_FLUSH),
      end: async () => {
        await this.piece(entry, Buffer.alloc(0), constants.Z_FINISH);
        await this.pending;
        await this.put(descriptor(entry));
        this.entries.push(entry);
      },
    };
  }

  async file(path: string, text: string): Promise<void> {
    const entry = await this.entry(path);
    await entry.write(text);
    await entry.end();
  }

  /** Writes the central directory and closes the file (after a failure, only closes it). */
  async close(): Promise<void> {
    try {
      await this.pending;
      const start = this.offset;
      for (const entry of this.entries) await this.put(centralHeader(entry));
      await this.put(endRecord(this.entries.length, this.offset - start, start));
    } finally {
      await this.out.close();
    }
  }
}
