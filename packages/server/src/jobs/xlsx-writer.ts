import {
  cellXml,
  columnLetters,
  CONTENT_TYPES,
  PACKAGE_RELS,
  SHEET_END,
  sheetStart,
  STYLES,
  WORKBOOK_RELS,
  workbookXml,
} from './xlsx-parts.js';
import { ZipWriter } from './zip-writer.js';

export type XlsxColumn = { header: string; key: string; width?: number };

/** Fetches the rows from `offset` on, at most `limit`; fewer than `limit` means the end. */
export type RowPager = (offset: number, limit: number) => Promise<readonly Record<string, unknown>[]>;

/**
 * Rows read inside a scope held open for the whole file (a database cursor's transaction): `within`
 * opens it, hands `write` the pager, and closes it once the file is written.
 */
export type ScopedRows = { within: <T>(write: (rows: RowPager) => Promise<T>) => Promise<T> };

/** Where a file's rows come from: a pager, or a pager inside a scope. */
export type RowSource = RowPager | ScopedRows;

/** Rows fetched per call of the pager. */
export const XLSX_PAGE = 5_000;
const PAGE = XLSX_PAGE;

function rowXml(number: number, letters: readonly string[], values: readonly unknown[], bold = false): string {
  let cells = '';
  for (let i = 0; i < values.length; i += 1) cells += cellXml(`${letters[i]}${number}`, values[i], bold);
  return `<row r="${number}">${cells}</row>`;
}

/**
 * Streams the rows into a one-sheet xlsx file page by page, so a 100,000-row list never sits in
 * memory whole, with a bold header row. Answers the number of rows written. The sheet's XML is
 * written here rather than through a workbook library: for 100,000 rows its per-cell objects and
 * styles took most of a download's time (bench/management.bench.ts).
 */
export async function writeXlsx(
  path: string,
  sheet: string,
  columns: readonly XlsxColumn[],
  source: RowSource,
): Promise<number> {
  if (typeof source !== 'function') return source.within((rows) => writeXlsx(path, sheet, columns, rows));
  const rows = source;
  const zip = await ZipWriter.create(path);
  try {
    await zip.file('[Content_Types].xml', CONTENT_TYPES);
    await zip.file('_rels/.rels', PACKAGE_RELS);
    await zip.file('xl/workbook.xml', workbookXml(sheet));
    await zip.file('xl/_rels/workbook.xml.rels', WORKBOOK_RELS);
    await zip.file('xl/styles.xml', STYLES);
    const part = await zip.entry('xl/worksheets/sheet1.xml');
    const letters = columns.map((_, i) => columnLetters(i));
    const headers = columns.map((column) => column.header);
    await part.write(sheetStart(columns.map((c) => c.width ?? 20)) + rowXml(1, letters, headers, true));
    let written = 0;
    for (;;) {
      const page = await rows(written, PAGE);
      let xml = '';
      for (const row of page) {
        written += 1;
        xml += rowXml(
          written + 1,
          letters,
          columns.map((column) => row[column.key]),
        );
      }
      await part.write(xml);
      if (page.length < PAGE) break;
    }
    await part.write(SHEET_END);
    await part.end();
    return written;
  } finally {
    await zip.close();
  }
}
