import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { idPager } from './id-pager.js';
import { columnLetters } from './xlsx-parts.js';
import { writeXlsx, type XlsxColumn } from './xlsx-writer.js';

const dir = mkdtempSync(join(tmpdir(), 'armada-xlsx-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const COLUMNS: XlsxColumn[] = [
  { header: 'Name', key: 'name', width: 30 },
  { header: 'Count', key: 'count' },
  { header: 'Flag', key: 'flag', width: 8 },
];

async function readBack(path: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync(path) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

describe('writeXlsx', () => {
  it('writes a bold header, the column widths, and every value as its type, over several pages', async () => {
    const total = 5_003; // past one page of 5,000
    const path = join(dir, 'pages.xlsx');
    const written = await writeXlsx(
      path,
      'A sheet name longer than thirty-one characters',
      COLUMNS,
      async (offset, limit) =>
        Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => ({
          name: `Row ${offset + i}`,
          count: offset + i,
          flag: (offset + i) % 2 === 0,
        })),
    );
    expect(written).toBe(total);
    const sheet = await readBack(path);
    expect(sheet.name).toBe('A sheet name longer than thirty');
    expect(sheet.rowCount).toBe(total + 1);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Name', 'Count', 'Flag']);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.getRow(2).getCell(1).font?.bold).toBeFalsy();
    expect((sheet.getRow(5_003).values as unknown[]).slice(1)).toEqual(['Row 5001', 5_001, false]);
    expect((sheet.getRow(5_004).values as unknown[]).slice(1)).toEqual(['Row 5002', 5_002, true]);
    expect([sheet.getColumn(1).width, sheet.getColumn(2).width, sheet.getColumn(3).width]).toEqual([30, 20, 8]);
  });

  it('keeps text as given: markup characters, spaces at the ends, other scripts; leaves null cells empty', async () => {
    const path = join(dir, 'text.xlsx');
    const tricky = ['<b>&"x"</b>', '  padded  ', 'Jakarta 東京 🚚', 'tab\tinside', '=1+1'];
    await writeXlsx(path, 'Text', COLUMNS, async (offset) =>
      offset > 0 ? [] : tricky.map((name) => ({ name, count: null, flag: undefined })),
    );
    const sheet = await readBack(path);
    expect(tricky.map((_, i) => sheet.getRow(i + 2).getCell(1).value)).toEqual(tricky);
    expect(sheet.getRow(2).getCell(2).value).toBeNull();
    // Characters XML cannot carry are dropped rather than breaking the file.
    await writeXlsx(path, 'Text', COLUMNS, async (offset) => (offset > 0 ? [] : [{ name: 'bell\u0007here' }]));
    expect((await readBack(path)).getRow(2).getCell(1).value).toBe('bellhere');
  });

  it('names columns past Z as a spreadsheet does', () => {
    expect([0, 25, 26, 27, 51, 52, 701, 702].map(columnLetters)).toEqual([
      'A',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });
});

describe('idPager', () => {
  it('reads the ids once, keeps their order, and fills a page past rows gone meanwhile', async () => {
    let idReads = 0;
    const gone = new Set([2, 5]);
    const pager = idPager({
      ids: async () => {
        idReads += 1;
        return [9, 2, 7, 5, 1, 3, 8];
      },
      // Rows come back in another order than asked, as a lookup by primary key answers them.
      rows: async (ids) =>
        ids
          .filter((id) => !gone.has(id))
          .map((id) => ({ id }))
          .reverse(),
      idOf: (row) => row.id,
    });
    expect((await pager(0, 3)).map((row) => row.id)).toEqual([9, 7, 1]);
    expect((await pager(3, 3)).map((row) => row.id)).toEqual([3, 8]);
    expect(await pager(5, 3)).toEqual([]);
    expect(idReads).toBe(1);
  });
});
