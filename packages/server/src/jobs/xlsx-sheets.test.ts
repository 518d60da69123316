import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sheetsXlsx } from './xlsx-sheets.js';

async function read(buffer: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer as unknown as ArrayBuffer);
  return book;
}

describe('sheetsXlsx', () => {
  it('writes each sheet with a bold header, rows by key or by position, in order', async () => {
    const book = await read(
      await sheetsXlsx([
        {
          name: 'Drivers',
          columns: [
            { header: 'Rank', key: 'rank', width: 8 },
            { header: 'Name', key: 'name' },
          ],
          rows: [
            { rank: 1, name: 'Slamet Riyadi', ignored: 'x' },
            { rank: 2, name: 'Andi Nugroho' },
          ],
        },
        {
          name: 'Answers',
          columns: [{ header: 'Question' }, { header: 'Answer' }],
          rows: [
            ['Q1', 'Ya'],
            ['Q2', ''],
          ],
        },
      ]),
    );
    expect(book.worksheets.map((s) => s.name)).toEqual(['Drivers', 'Answers']);
    const [drivers, answers] = book.worksheets;
    const values = (sheet: ExcelJS.Worksheet | undefined) =>
      (sheet?.getSheetValues() ?? []).filter(Boolean).map((row) => (Array.isArray(row) ? row.slice(1) : row));
    expect(values(drivers)).toEqual([
      ['Rank', 'Name'],
      [1, 'Slamet Riyadi'],
      [2, 'Andi Nugroho'],
    ]);
    expect(values(answers)).toEqual([
      ['Question', 'Answer'],
      ['Q1', 'Ya'],
      ['Q2', ''],
    ]);
    expect(drivers?.getRow(1).font?.bold).toBe(true);
    expect(drivers?.getColumn(1).width).toBe(8);
    expect(drivers?.getColumn(2).width).toBe(16);
  });

  it('writes a sheet of headers alone when there are no rows', async () => {
    const book = await read(
      await sheetsXlsx([{ name: 'Empty', columns: [{ header: 'Name', key: 'name' }], rows: [] }]),
    );
    expect(book.worksheets[0]?.rowCount).toBe(1);
  });
});
