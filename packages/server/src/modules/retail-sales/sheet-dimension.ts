import { open } from 'node:fs/promises';
import { constants, inflateRawSync } from 'node:zlib';

const END_RECORD = 0x06054b50;
const CENTRAL_ENTRY = 0x02014b50;
const SHEET = /^xl\/worksheets\/sheet\d+\.xml$/;
/** The start of a sheet read to find its `<dimension>`: Excel and LibreOffice write it first. */
const HEAD = 16_384;

async function readAt(path: string, position: number, length: number): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(length), 0, length, position);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** Where the first sheet's data starts in the zip, and whether it is deflated. */
async function firstSheet(path: string, size: number): Promise<{ offset: number; deflated: boolean } | null> {
  const tailStart = Math.max(0, size - 65_557);
  const tail = await readAt(path, tailStart, size - tailStart);
  const end = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || tail.readUInt32LE(end) !== END_RECORD) return null;
  const directory = await readAt(path, tail.readUInt32LE(end + 16), tail.readUInt32LE(end + 12));
  for (let at = 0; at + 46 <= directory.length && directory.readUInt32LE(at) === CENTRAL_ENTRY;) {
    const nameLength = directory.readUInt16LE(at + 28);
    const name = directory.toString('utf8', at + 46, at + 46 + nameLength);
    if (SHEET.test(name)) {
      const local = await readAt(path, directory.readUInt32LE(at + 42), 30);
      const offset = directory.readUInt32LE(at + 42) + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
      return { offset, deflated: directory.readUInt16LE(at + 10) === 8 };
    }
    at += 46 + nameLength + directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
  }
  return null;
}

/**
 * The data rows the first sheet says it holds (its `<dimension ref="A1:D50001">` less the header),
 * read from the start of the sheet without unpacking the rest; null when the file does not say
 * (exceljs's streaming writer, for one, writes no dimension first). Progress is counted against it.
 */
export async function declaredRows(path: string, size: number): Promise<number | null> {
  try {
    const sheet = await firstSheet(path, size);
    if (!sheet) return null;
    const raw = await readAt(path, sheet.offset, HEAD);
    const head = sheet.deflated ? inflateRawSync(raw, { finishFlush: constants.Z_SYNC_FLUSH }) : raw;
    const match = /<dimension ref="[A-Z]+\d+(?::[A-Z]+(\d+))?"/.exec(head.toString('utf8'));
    const last = Number(match?.[1]);
    return Number.isInteger(last) && last > 1 ? last - 1 : null;
  } catch {
    return null;
  }
}
