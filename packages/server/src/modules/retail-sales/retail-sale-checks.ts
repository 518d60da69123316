import { sql } from 'drizzle-orm';
import {
  RETAIL_SALE_COLUMNS,
  rowErrorText,
  type RetailSaleColumn,
  type RetailSaleError,
  type RetailSaleRowError,
} from '@armada/domain';
import { queryRows, type Db } from '../../db/client.js';
import type { Parties } from './retail-sale-parties.js';
import type { CellValue, SheetRow } from './retail-sales-reader.js';
import { checkSaleDay } from './retail-sale-dates.js';

/** A row that passed every check: what is stored. */
export type GoodSale = { chassis: string; dealer: number; customer: number | null; day: string };
export type CheckedRow = { row: number; errors: RetailSaleError[]; sale: GoodSale | null };

const text = (cell: CellValue): string | null => {
  if (cell === null) return null;
  const value = cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell).trim();
  return value === '' ? null : value;
};

/** A row's errors in the file's column order, the row's own (duplicates) with the chassis. */
const columnOrder = (column: RetailSaleColumn | null) => (column === null ? 0 : RETAIL_SALE_COLUMNS.indexOf(column));

const problem = (row: number, column: RetailSaleColumn | null, code: RetailSaleRowError, other?: number) => ({
  row,
  column,
  code,
  message: rowErrorText(code, { row: other }),
  other_row: other ?? null,
});

/** The chassis among `numbers` that the brand built (chassis records) or that a vehicle carries. */
async function knownChassis(db: Db, numbers: string[]): Promise<Set<string>> {
  if (numbers.length === 0) return new Set();
  const rows = await queryRows<{ chassis: string }>(
    db,
    sql`SELECT c AS chassis FROM unnest(${sql.param(numbers)}::text[]) AS c
      WHERE EXISTS (SELECT 1 FROM chassis_registry r WHERE r.chassis_number = c)
         OR EXISTS (SELECT 1 FROM vehicles v WHERE v.chassis_number = c)`,
  );
  return new Set(rows.map((row) => row.chassis));
}

/** The (chassis, day) pairs among these that are stored already. */
async function storedSales(db: Db, sales: { chassis: string; day: string }[]): Promise<Set<string>> {
  if (sales.length === 0) return new Set();
  const rows = await queryRows<{ chassis: string; day: string }>(
    db,
    sql`SELECT s.chassis_number AS chassis, s.sold_on::text AS day FROM retail_sales s
      JOIN unnest(${sql.param(sales.map((s) => s.chassis))}::text[], ${sql.param(sales.map((s) => s.day))}::date[])
        AS u(chassis, day) ON s.chassis_number = u.chassis AND s.sold_on = u.day`,
  );
  return new Set(rows.map((row) => `${row.chassis}|${row.day}`));
}

/**
 * Checks rows batch by batch, remembering the sales of earlier batches so a sale repeated anywhere
 * in the file is named with the row it repeats.
 */
export class SaleChecker {
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly parties: Parties,
    private readonly today: string,
  ) {}

  /** The cells' own checks: present, a dealer the caller may name, a customer of it, a sane day. */
  private local({ row, cells }: SheetRow): CheckedRow & { draft: Partial<GoodSale> } {
    const [chassisCell = null, dealerCell = null, customerCell = null, dayCell = null] = cells;
    const errors: RetailSaleError[] = [];
    const chassis = text(chassisCell);
    if (chassis === null) errors.push(problem(row, 'chassis_number', 'chassis_missing'));
    const dealerCode = text(dealerCell);
    const dealer = dealerCode === null ? undefined : this.parties.dealer(dealerCode);
    if (dealerCode === null) errors.push(problem(row, 'dealer_code', 'dealer_missing'));
    else if (!dealer) errors.push(problem(row, 'dealer_code', 'dealer_unknown'));
    else if (!dealer.mine) errors.push(problem(row, 'dealer_code', 'dealer_not_yours'));
    const customerKey = text(customerCell);
    let customer: number | null = null;
    if (customerKey !== null && dealer?.mine) {
      const ids = this.parties.customers(dealer.id, customerKey);
      if (ids.length === 0) errors.push(problem(row, 'customer', 'customer_unknown'));
      else if (ids.length > 1) errors.push(problem(row, 'customer', 'customer_ambiguous'));
      else customer = ids[0] ?? null;
    }
    const day = checkSaleDay(dayCell, this.today);
    if (day.error) errors.push(problem(row, 'sale_date', day.error));
    const draft = { chassis: chassis ?? undefined, dealer: dealer?.id, customer, day: day.day };
    return { row, errors, sale: null, draft };
  }

  async check(batch: readonly SheetRow[]): Promise<CheckedRow[]> {
    const drafts = batch.map((row) => this.local(row));
    const numbers = [...new Set(drafts.flatMap((d) => (d.draft.chassis ? [d.draft.chassis] : [])))];
    const dated = drafts.flatMap(({ draft }) =>
      draft.chassis && draft.day ? [{ chassis: draft.chassis, day: draft.day }] : [],
    );
    const [known, stored] = await Promise.all([knownChassis(this.db, numbers), storedSales(this.db, dated)]);
    return drafts.map(({ row, errors, draft }) => {
      const { chassis, dealer, customer = null, day } = draft;
      if (chassis !== undefined && !known.has(chassis)) errors.push(problem(row, 'chassis_number', 'chassis_unknown'));
      if (chassis !== undefined && day !== undefined) {
        const key = `${chassis}|${day}`;
        const earlier = this.seen.get(key);
        if (earlier !== undefined) errors.push(problem(row, 'chassis_number', 'duplicate_in_file', earlier));
        else this.seen.set(key, row);
        if (stored.has(key)) errors.push(problem(row, 'chassis_number', 'duplicate_stored'));
      }
      errors.sort((a, b) => columnOrder(a.column) - columnOrder(b.column));
      const good = errors.length === 0 && chassis !== undefined && dealer !== undefined && day !== undefined;
      return { row, errors, sale: good ? { chassis, dealer, customer, day } : null };
    });
  }
}
