import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { retailUploadDone, type RetailSaleRow, type RetailSalesQuery, type RetailSalesUpload } from '@armada/domain';
import type { Db } from '../../db/client.js';
import { organizations } from '../../db/schema.js';
import { containsPattern } from '../../db/like.js';
import type { Scope } from '../../auth/scope.js';
import { notFound } from '../../errors.js';
import { retailSales } from '../analytic/analytic-tables.js';
import { retailSaleUploads as uploads } from './retail-sales-tables.js';

/** An upload whose job has not moved for this long is taken as interrupted. */
const STALLED_MS = 10 * 60_000;

const dealer = alias(organizations, 'dealer');
const customer = alias(organizations, 'customer');

/** The sales a caller sees: the brand all, a dealer its own, anyone else the sales to its organisation. */
function visible(scope: Scope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'dealer') return eq(retailSales.dealer_id, scope.orgId);
  return eq(retailSales.customer_org_id, scope.orgId);
}

function searched(search: string | undefined): SQL | undefined {
  const text = search?.trim().toLowerCase();
  if (!text) return undefined;
  const pattern = containsPattern(text);
  const like = (column: SQL | typeof retailSales.chassis_number) => sql`lower(${column}) LIKE ${pattern}`;
  return or(
    like(retailSales.chassis_number),
    like(sql`coalesce(${dealer.code}, '') || ' ' || ${dealer.name}`),
    like(sql`coalesce(${customer.code}, '') || ' ' || coalesce(${customer.name}, '')`),
  );
}

/** One page of the stored sales the caller sees, newest sale first, with the total. */
export async function listRetailSales(db: Db, scope: Scope, query: RetailSalesQuery) {
  const condition = and(
    visible(scope),
    query.dealer_id === undefined ? undefined : eq(retailSales.dealer_id, query.dealer_id),
    searched(query.search),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: retailSales.id,
        chassis_number: retailSales.chassis_number,
        dealer_id: retailSales.dealer_id,
        dealer_code: dealer.code,
        dealer_name: dealer.name,
        customer_org_id: retailSales.customer_org_id,
        customer_name: customer.name,
        sold_on: retailSales.sold_on,
        created_at: retailSales.created_at,
      })
      .from(retailSales)
      .leftJoin(dealer, eq(dealer.id, retailSales.dealer_id))
      .leftJoin(customer, eq(customer.id, retailSales.customer_org_id))
      .where(condition)
      .orderBy(desc(retailSales.sold_on), desc(retailSales.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ n: count() })
      .from(retailSales)
      .leftJoin(dealer, eq(dealer.id, retailSales.dealer_id))
      .leftJoin(customer, eq(customer.id, retailSales.customer_org_id))
      .where(condition),
  ]);
  const data: RetailSaleRow[] = rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
  return { data, total: total?.n ?? 0 };
}

/** An upload of the caller's own (no one else polls or downloads it); 404 otherwise. */
export async function uploadOf(db: Db, userId: number, id: string): Promise<RetailSalesUpload> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.user_id, userId)));
  if (!row) throw notFound();
  // A job that stopped moving (its server stopped) stored nothing: storing is one transaction.
  const stalled = !retailUploadDone(row.status) && Date.now() - row.updated_at.getTime() > STALLED_MS;
  return {
    id: row.id,
    file_name: row.file_name,
    status: stalled ? 'failed' : row.status,
    progress: row.progress,
    rows_read: row.rows_read,
    rows_stored: row.rows_stored,
    rows_rejected: row.rows_rejected,
    error_count: row.error_count,
    errors: row.errors,
    failure: stalled ? 'retail_sales_interrupted' : row.failure,
    created_at: row.created_at.toISOString(),
  };
}
