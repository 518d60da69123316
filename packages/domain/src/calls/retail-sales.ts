import { Type, type Static } from '@sinclair/typebox';
import { Closed, DateTime, Id, literals, orNull, PageNumber } from './contract.js';
import { Page } from '../api.js';

/**
 * Retail sales (`/upload-rs`): dealers and the brand upload an Excel file of sales (chassis, dealer,
 * customer, sale date). The file is checked row by row in the background while the page polls the
 * upload; either every row is stored, in one transaction, or none, and the rows' errors are answered
 * and kept as a file.
 */
const BASE = '/api/analytic/retail_sales';
export const RETAIL_SALES_PATHS = {
  template: `${BASE}/download_retail_sales_template`,
  upload: `${BASE}/upload_retail_sales`,
  view: `${BASE}/view_retail_sales_upload`,
  errors: `${BASE}/download_retail_sales_errors`,
  list: `${BASE}/list_retail_sales`,
} as const;

/** The file's columns, in order: the template's header row names them. */
export const RETAIL_SALE_COLUMNS = ['chassis_number', 'dealer_code', 'customer', 'sale_date'] as const;
export type RetailSaleColumn = (typeof RETAIL_SALE_COLUMNS)[number];

/** The largest file and the most rows one upload takes. */
export const RETAIL_SALES_MAX_BYTES = 10 * 1024 * 1024;
export const RETAIL_SALES_MAX_ROWS = 100_000;
/** Row errors an upload's answer lists; the error file holds every one. */
export const RETAIL_SALES_LISTED_ERRORS = 1_000;
/** No sale is dated before this day (the brand's first trucks with trackers came later). */
export const RETAIL_SALES_FIRST_DAY = '2000-01-01';

/** What can be wrong with a row, with the English text the server writes in the error file. */
export const RETAIL_SALE_ROW_ERRORS = {
  chassis_missing: 'The chassis number is empty',
  chassis_unknown: 'This chassis number is not known',
  dealer_missing: 'The dealer code is empty',
  dealer_unknown: 'No dealer has this code',
  dealer_not_yours: 'You may not upload sales of this dealer',
  customer_unknown: 'No customer of this dealer has this code or name',
  customer_ambiguous: 'Several customers of this dealer have this name: use the code',
  date_missing: 'The sale date is empty',
  date_invalid: 'The sale date is not a date (use YYYY-MM-DD)',
  date_future: 'The sale date is in the future',
  date_too_old: `The sale date is before ${RETAIL_SALES_FIRST_DAY}`,
  duplicate_in_file: 'The same chassis and sale date are on row {row}',
  duplicate_stored: 'This sale (chassis and sale date) is stored already',
} as const;
export type RetailSaleRowError = keyof typeof RETAIL_SALE_ROW_ERRORS;
export const RETAIL_SALE_ROW_ERROR_CODES = Object.keys(RETAIL_SALE_ROW_ERRORS) as RetailSaleRowError[];

/** The English text of a row's error, with its values (`{row}`) filled in. */
export const rowErrorText = (code: RetailSaleRowError, values: { row?: number } = {}) =>
  RETAIL_SALE_ROW_ERRORS[code].replace('{row}', String(values.row ?? ''));

/**
 * Where an upload is: reading (rows read and checked), storing (every row good, being written),
 * stored, rejected (some row is bad: nothing stored) or failed (the file could not be read).
 */
export const RETAIL_UPLOAD_STATES = ['reading', 'storing', 'stored', 'rejected', 'failed'] as const;
export type RetailUploadState = (typeof RETAIL_UPLOAD_STATES)[number];
export const retailUploadDone = (status: RetailUploadState) =>
  status === 'stored' || status === 'rejected' || status === 'failed';

export const RetailSaleError = Closed({
  /** The row's number in the sheet (the header is row 1). */
  row: Type.Integer({ minimum: 1 }),
  column: orNull(literals(RETAIL_SALE_COLUMNS)),
  code: literals(RETAIL_SALE_ROW_ERROR_CODES),
  message: Type.String(),
  /** The earlier row of a duplicate within the file. */
  other_row: orNull(Type.Integer()),
});
export type RetailSaleError = Static<typeof RetailSaleError>;

/** POST upload_retail_sales (multipart, one part `file`, .xlsx): the upload's id, to poll. */
export const RetailSalesUploadStarted = Closed({ id: Type.String() });
export type RetailSalesUploadStarted = Static<typeof RetailSalesUploadStarted>;

export const RetailSalesUploadQuery = Closed({ id: Type.String({ pattern: '^[0-9a-f]{32}$' }) });
export type RetailSalesUploadQuery = Static<typeof RetailSalesUploadQuery>;

/** GET view_retail_sales_upload: where an upload stands, and its outcome once done. */
export const RetailSalesUpload = Closed({
  id: Type.String(),
  file_name: Type.String(),
  status: literals(RETAIL_UPLOAD_STATES),
  /** 0-100: the share of the file read, then of the rows stored. */
  progress: Type.Integer({ minimum: 0, maximum: 100 }),
  rows_read: Type.Integer(),
  rows_stored: Type.Integer(),
  /** Rows with at least one error. */
  rows_rejected: Type.Integer(),
  error_count: Type.Integer(),
  /** The first RETAIL_SALES_LISTED_ERRORS errors, by row. */
  errors: Type.Array(RetailSaleError),
  /** Why a failed upload could not be read: an error code of the gateway's messages. */
  failure: orNull(Type.String()),
  created_at: DateTime(),
});
export type RetailSalesUpload = Static<typeof RetailSalesUpload>;

/** GET list_retail_sales: the stored sales the caller sees, newest sale first. */
export const RetailSalesQuery = Closed({
  page: PageNumber(),
  limit: Type.Integer({ minimum: 1, maximum: 200, default: 10 }),
  search: Type.Optional(Type.String({ maxLength: 100 })),
  dealer_id: Type.Optional(Id()),
});
export type RetailSalesQuery = Static<typeof RetailSalesQuery>;

export const RetailSaleRow = Closed({
  id: Type.Integer(),
  chassis_number: Type.String(),
  dealer_id: Type.Integer(),
  dealer_code: orNull(Type.String()),
  dealer_name: orNull(Type.String()),
  customer_org_id: orNull(Type.Integer()),
  customer_name: orNull(Type.String()),
  sold_on: Type.String({ format: 'date' }),
  created_at: DateTime(),
});
export type RetailSaleRow = Static<typeof RetailSaleRow>;
export const RetailSalesPage = Page(RetailSaleRow);
export type RetailSalesPage = Static<typeof RetailSalesPage>;
