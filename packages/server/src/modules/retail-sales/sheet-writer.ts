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
} from '../../jobs/xlsx-parts.js';
import { ZipWriter, type ZipEntryWriter } from '../../jobs/zip-writer.js';

/**
 * A one-sheet xlsx file written as rows arrive (the downloads' writer pulls pages; an upload's
 * error file is pushed while the upload is read again), with a bold header row.
 */
export class SheetWriter {
  private written = 1;

  private constructor(
    private readonly zip: ZipWriter,
    private readonly part: ZipEntryWriter,
    private readonly letters: readonly string[],
  ) {}

  static async create(path: string, sheet: string, headers: readonly string[], width = 24): Promise<SheetWriter> {
    const zip = await ZipWriter.create(path);
    await zip.file('[Content_Types].xml', CONTENT_TYPES);
    await zip.file('_rels/.rels', PACKAGE_RELS);
    await zip.file('xl/workbook.xml', workbookXml(sheet));
    await zip.file('xl/_rels/workbook.xml.rels', WORKBOOK_RELS);
    await zip.file('xl/styles.xml', STYLES);
    const part = await zip.entry('xl/worksheets/sheet1.xml');
    const letters = headers.map((_, i) => columnLetters(i));
    const writer = new SheetWriter(zip, part, letters);
    await part.write(sheetStart(headers.map(() => width)) + writer.rowXml(1, headers, true));
    return writer;
  }

  private rowXml(number: number, values: readonly unknown[], bold = false): string {
    let cells = '';
    for (let i = 0; i < values.length; i += 1) cells += cellXml(`${this.letters[i]}${number}`, values[i], bold);
    return `<row r="${number}">${cells}</row>`;
  }

  /** Appends rows at the given sheet row numbers (the rows of the file they came from). */
  async rows(rows: readonly { row: number; values: readonly unknown[] }[]): Promise<void> {
    let xml = '';
    for (const { row, values } of rows) {
      this.written = Math.max(this.written + 1, row);
      xml += this.rowXml(this.written, values);
    }
    await this.part.write(xml);
  }

  async close(): Promise<void> {
    await this.part.write(SHEET_END);
    await this.part.end();
    await this.zip.close();
  }
}
