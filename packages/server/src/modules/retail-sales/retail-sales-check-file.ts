import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import {
  RETAIL_SALES_LISTED_ERRORS,
  RETAIL_SALES_MAX_ROWS,
  type MessageCode,
  type RetailSaleError,
} from '@armada/domain';
import { headerMatches, sheetRows, type SheetRow } from './retail-sales-reader.js';
import { declaredRows } from './sheet-dimension.js';
import type { CheckedRow, GoodSale, SaleChecker } from './retail-sale-checks.js';

/** Rows checked against the database at once. */
const BATCH = 2_000;

/** The sales to store, column by column (50,000 rows as four arrays, not 50,000 objects). */
export type SaleColumns = { chassis: string[]; dealer: number[]; customer: (number | null)[]; day: string[] };

export type FileCheck = {
  rowsRead: number;
  rowsRejected: number;
  errorCount: number;
  /** The first errors, by row. */
  errors: RetailSaleError[];
  /** Each bad row's errors as one text, for the error file. */
  badRows: Map<number, string>;
  /** Every sale, when no row is bad. */
  sales: SaleColumns | null;
};

export type Progress = (share: number, rowsRead: number) => Promise<void>;

/** A file that can not be checked at all: wrong header, no rows, too many rows. */
export class FileRefused extends Error {
  constructor(readonly code: MessageCode) {
    super(code);
  }
}

const columns = (): SaleColumns => ({ chassis: [], dealer: [], customer: [], day: [] });

function tally(check: FileCheck, rows: readonly CheckedRow[]): void {
  for (const { row, errors, sale } of rows) {
    if (errors.length === 0 && sale) {
      push(check.sales, sale);
      continue;
    }
    check.sales = null;
    check.rowsRejected += 1;
    check.errorCount += errors.length;
    const room = RETAIL_SALES_LISTED_ERRORS - check.errors.length;
    if (room > 0) check.errors.push(...errors.slice(0, room));
    check.badRows.set(row, errors.map((e) => `${e.column ?? 'row'}: ${e.message}`).join('; '));
  }
}

function push(sales: SaleColumns | null, sale: GoodSale): void {
  if (!sales) return;
  sales.chassis.push(sale.chassis);
  sales.dealer.push(sale.dealer);
  sales.customer.push(sale.customer);
  sales.day.push(sale.day);
}

/**
 * Reads the upload once, streaming, and checks every row in batches; keeps the sales only while
 * every row so far is good. Reports progress as the share of the rows the sheet declares, or else of
 * the file's bytes read (a sheet stored before the shared strings is read whole before its first row).
 */
export async function checkFile(path: string, checker: SaleChecker, progress: Progress): Promise<FileCheck> {
  const { size } = await stat(path);
  const expected = await declaredRows(path, size);
  const input = createReadStream(path);
  const check: FileCheck = {
    rowsRead: 0,
    rowsRejected: 0,
    errorCount: 0,
    errors: [],
    badRows: new Map(),
    sales: columns(),
  };
  let batch: SheetRow[] = [];
  const flush = async () => {
    tally(check, await checker.check(batch));
    batch = [];
    const share = expected ? check.rowsRead / expected : input.bytesRead / Math.max(size, 1);
    await progress(Math.min(1, share), check.rowsRead);
  };
  let header = true;
  for await (const row of sheetRows(input)) {
    if (header) {
      if (!headerMatches(row.cells)) throw new FileRefused('retail_sales_header');
      header = false;
      continue;
    }
    check.rowsRead += 1;
    if (check.rowsRead > RETAIL_SALES_MAX_ROWS) throw new FileRefused('retail_sales_too_many_rows');
    batch.push(row);
    if (batch.length === BATCH) await flush();
  }
  if (header) throw new FileRefused('retail_sales_header');
  await flush();
  if (check.rowsRead === 0) throw new FileRefused('retail_sales_empty');
  return check;
}

/** The upload's data rows again, each with its errors in a last column: the file to correct and upload again. */
export async function* annotatedRows(path: string, badRows: Map<number, string>) {
  let header = true;
  for await (const { row, cells } of sheetRows(createReadStream(path))) {
    if (header) {
      header = false;
      continue;
    }
    const values = cells.map((cell) => (cell instanceof Date ? cell.toISOString().slice(0, 10) : cell));
    yield { row, values: [...values, badRows.get(row) ?? ''] };
  }
}
