import type { ReadStream } from 'node:fs';
import ExcelJS from 'exceljs';
import { RETAIL_SALE_COLUMNS } from '@armada/domain';

/** A cell as read: text, a number (an Excel date serial, perhaps), a date, or nothing. */
export type CellValue = string | number | Date | null;

/** One data row of the sheet: its number (the header is row 1) and its four cells. */
export type SheetRow = { row: number; cells: CellValue[] };

type RichValue = { richText?: { text: string }[]; text?: unknown; result?: unknown; error?: unknown };

/** A cell's value as plain text, number or date: rich text joined, a formula's result, links' text. */
export function cellValue(value: unknown): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number' || value instanceof Date) return value;
  if (typeof value === 'boolean') return String(value);
  const rich = value as RichValue;
  if (rich.richText) return cellValue(rich.richText.map((part) => part.text).join(''));
  if (rich.result !== undefined) return cellValue(rich.result);
  if (rich.text !== undefined) return cellValue(rich.text);
  return null;
}

const normalised = (text: CellValue) =>
  String(text ?? '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/** Whether the header row names the template's columns, in order (case, spaces and marks aside). */
export const headerMatches = (cells: readonly CellValue[]) =>
  RETAIL_SALE_COLUMNS.every((column, i) => normalised(cells[i] ?? null).startsWith(normalised(column)));

/**
 * The first sheet of an xlsx file, streamed: the header row's cells, then each non-empty data row,
 * never the whole sheet in memory; the stream's `bytesRead` tells how far into the file it is.
 */
export async function* sheetRows(input: ReadStream): AsyncGenerator<SheetRow> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  try {
    for await (const sheet of workbook) {
      for await (const row of sheet) {
        const values = row.values as unknown[];
        const cells = RETAIL_SALE_COLUMNS.map((_, i) => cellValue(values[i + 1]));
        if (cells.every((cell) => cell === null)) continue;
        yield { row: row.number, cells };
      }
      return;
    }
  } finally {
    input.destroy();
  }
}
