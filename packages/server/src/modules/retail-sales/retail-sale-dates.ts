import { RETAIL_SALES_FIRST_DAY, type RetailSaleRowError } from '@armada/domain';
import type { CellValue } from './retail-sales-reader.js';

const DAY_MS = 86_400_000;
/** Excel's day 0 (its serial numbers count from 1899-12-30, leap-year bug included). */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const ISO = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/;
const DAY_FIRST = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/;

/** A real calendar day as YYYY-MM-DD, or null (30 February, month 13 ...). */
function calendarDay(year: number, month: number, day: number): string | null {
  const at = new Date(Date.UTC(year, month - 1, day));
  if (at.getUTCFullYear() !== year || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day) return null;
  return at.toISOString().slice(0, 10);
}

/**
 * A sale date cell as YYYY-MM-DD: an Excel date, an Excel date serial, or text as YYYY-MM-DD
 * (also with / or .) or DD-MM-YYYY (the order Indonesian writing uses); a time of day is ignored.
 */
export function saleDay(cell: CellValue): string | null {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? null : cell.toISOString().slice(0, 10);
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell) || cell < 1 || cell > 2_958_465) return null;
    return new Date(EXCEL_EPOCH + Math.floor(cell) * DAY_MS).toISOString().slice(0, 10);
  }
  const text = (cell ?? '').split(/[ T]/)[0] ?? '';
  const iso = ISO.exec(text);
  if (iso) return calendarDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dayFirst = DAY_FIRST.exec(text);
  if (dayFirst) return calendarDay(Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1]));
  return null;
}

/** What is wrong with a sale date cell, if anything, and the day it names. */
export function checkSaleDay(
  cell: CellValue,
  today: string,
): { day: string; error?: never } | { day?: never; error: RetailSaleRowError } {
  if (cell === null) return { error: 'date_missing' };
  const day = saleDay(cell);
  if (day === null) return { error: 'date_invalid' };
  if (day > today) return { error: 'date_future' };
  if (day < RETAIL_SALES_FIRST_DAY) return { error: 'date_too_old' };
  return { day };
}
