import ExcelJS from 'exceljs';

export type XlsxColumn = { header: string; key: string; width?: number };

/** Fetches the rows from `offset` on, at most `limit`; fewer than `limit` means the end. */
export type RowPager = (offset: number, limit: number) => Promise<readonly Record<string, unknown>[]>;

const PAGE = 5_000;

/**
 * Streams the rows into an xlsx file page by page, so a 100,000-row list never sits in memory
 * whole. Answers the number of rows written.
 */
export async function writeXlsx(
  path: string,
  sheet: string,
  columns: readonly XlsxColumn[],
  rows: RowPager,
): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: false, useStyles: true });
  const worksheet = workbook.addWorksheet(sheet.slice(0, 31));
  worksheet.columns = columns.map((column) => ({ ...column, width: column.width ?? 20 }));
  worksheet.getRow(1).font = { bold: true };
  let written = 0;
  for (;;) {
    const page = await rows(written, PAGE);
    for (const row of page) worksheet.addRow(row).commit();
    written += page.length;
    if (page.length < PAGE) break;
  }
  await worksheet.commit();
  await workbook.commit();
  return written;
}
