import ExcelJS from 'exceljs';

/** A column of a small download; `key` names a row's field when rows are objects rather than lists. */
export type SheetColumn = { header: string; key?: string; width?: number };
export type Sheet = { name: string; columns: SheetColumn[]; rows: (Record<string, unknown> | unknown[])[] };

/**
 * A small workbook built in memory (a call that answers the file itself: contest boards, survey answers),
 * each sheet with a bold header row as the portal's other downloads. Large lists go through `writeXlsx`.
 */
export async function sheetsXlsx(sheets: Sheet[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (const { name, columns, rows } of sheets) {
    const sheet = book.addWorksheet(name);
    sheet.columns = columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? 16 }));
    sheet.getRow(1).font = { bold: true };
    for (const row of rows) sheet.addRow(row);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
