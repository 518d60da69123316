import { sql, type SQL } from 'drizzle-orm';
import {
  INVOICE_DUE_DAYS,
  PAYMENT_STATUS,
  PAYMENT_STATUS_CODE,
  SUBSCRIPTION_GRACE_DAYS,
  ageingBucket,
  type InvoiceRow,
  type OrderBody,
  type PaymentMethod,
  type PlanCreateBody,
  type PlanRow,
  type SubscriptionStatusRow,
} from '@armada/domain';
import { queryRows, type Db } from '../../db/client.js';
import { AppError } from '../../errors.js';

const DAY_MS = 86_400_000;
const iso = (value: Date | string) => new Date(value).toISOString();
const dateOnly = (value: Date | string) =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

export const isUniqueViolation = (error: unknown) => {
  const failure = error as { code?: string; cause?: { code?: string } };
  return (failure.code ?? failure.cause?.code) === '23505';
};

type PlanDbRow = Omit<PlanRow, 'price'> & { price: number | string };
const planOf = (row: PlanDbRow): PlanRow => ({ ...row, price: Number(row.price) });

/** Plans, by code; only those still offered unless `all` (plan editors see every plan). */
export async function listPlans(db: Db, all: boolean): Promise<PlanRow[]> {
  const rows = await queryRows<PlanDbRow>(
    db,
    sql`SELECT id, code, name, price, period_months, history_days, reports, api_access, active
      FROM subscription_plans ${all ? sql`` : sql`WHERE active`} ORDER BY code`,
  );
  return rows.map(planOf);
}

/** Writes a plan from its declared fields only; a taken code is refused. */
export async function savePlan(db: Db, body: PlanCreateBody, id?: number): Promise<number | undefined> {
  const fields = {
    code: body.code,
    name: body.name.trim(),
    price: body.price,
    period_months: body.period_months,
    history_days: body.history_days,
    reports: body.reports,
    api_access: body.api_access,
    active: body.active,
  };
  try {
    const rows =
      id === undefined
        ? await queryRows<{ id: number }>(
            db,
            sql`INSERT INTO subscription_plans (code, name, price, period_months, history_days, reports, api_access, active)
              VALUES (${fields.code}, ${fields.name}, ${fields.price}, ${fields.period_months}, ${fields.history_days},
                ${fields.reports}, ${fields.api_access}, ${fields.active}) RETURNING id`,
          )
        : await queryRows<{ id: number }>(
            db,
            sql`UPDATE subscription_plans SET code = ${fields.code}, name = ${fields.name}, price = ${fields.price},
                period_months = ${fields.period_months}, history_days = ${fields.history_days}, reports = ${fields.reports},
                api_access = ${fields.api_access}, active = ${fields.active}
              WHERE id = ${id} RETURNING id`,
          );
    return rows[0]?.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'plan_code_taken');
    throw error;
  }
}

type InvoiceDbRow = Omit<InvoiceRow, 'order_date' | 'due_date' | 'paid_at' | 'status_name' | 'ageing' | 'amount'> & {
  order_date: Date | string;
  due_date: Date | string;
  paid_at: Date | string | null;
  amount: number | string;
};

const INVOICE_SELECT = sql`SELECT i.id, i.organization_id, o.name AS organization_name, p.code AS plan_code,
    p.name AS plan_name, i.invoice_number, i.billing_number, i.order_date, i.due_date::text AS due_date, i.status,
    i.payment_method, i.amount, i.virtual_account, i.paid_at,
    (SELECT count(*)::int FROM invoice_lines l WHERE l.invoice_id = i.id) AS vehicles
  FROM invoices i JOIN organizations o ON o.id = i.organization_id JOIN subscription_plans p ON p.id = i.plan_id`;

/** An invoice as the list shows it: ageing is days past due (today, UTC) for unpaid invoices; paid ones are current. */
function invoiceOf(row: InvoiceDbRow, now: number): InvoiceRow {
  const due = Date.parse(`${dateOnly(row.due_date)}T00:00:00Z`);
  const today = Date.parse(`${new Date(now).toISOString().slice(0, 10)}T00:00:00Z`);
  const unpaid = row.status === PAYMENT_STATUS_CODE.invoiced || row.status === PAYMENT_STATUS_CODE.prepared;
  return {
    ...row,
    amount: Number(row.amount),
    order_date: iso(row.order_date),
    due_date: dateOnly(row.due_date),
    paid_at: row.paid_at === null ? null : iso(row.paid_at),
    status_name: PAYMENT_STATUS[row.status] ?? 'PRP',
    ageing: ageingBucket(unpaid ? Math.round((today - due) / DAY_MS) : 0),
  };
}

/** Invoices whose organisation matches `where`, newest first. */
export async function listInvoices(db: Db, where: SQL, now = Date.now()): Promise<InvoiceRow[]> {
  const rows = await queryRows<InvoiceDbRow>(
    db,
    sql`${INVOICE_SELECT} WHERE ${where} ORDER BY i.order_date DESC, i.id DESC LIMIT 500`,
  );
  return rows.map((row) => invoiceOf(row, now));
}

export async function findInvoice(db: Db, id: number, where: SQL): Promise<InvoiceRow | undefined> {
  const rows = await listInvoices(db, sql`i.id = ${id} AND ${where}`);
  return rows[0];
}

/** The vehicles of an invoice, for its PDF. */
export function invoiceVehicles(db: Db, invoiceId: number) {
  return queryRows<{ vehicle_name: string; vehicle_number: string | null; amount: number }>(
    db,
    sql`SELECT v.vehicle_name, v.vehicle_number, l.amount FROM invoice_lines l JOIN vehicles v ON v.id = l.vehicle_id
      WHERE l.invoice_id = ${invoiceId} ORDER BY v.vehicle_name, v.id`,
  );
}

/** A virtual account number: the demo bank's prefix, the organisation and the invoice (16 digits). */
const virtualAccount = (organizationId: number, invoiceId: number) =>
  `8808${String(organizationId).padStart(4, '0')}${String(invoiceId).padStart(8, '0')}`;

/**
 * Orders a plan for vehicles of the caller's own organisation: one invoice with a line per vehicle, due
 * in INVOICE_DUE_DAYS days. A bank transfer is invoiced at once (INV) with its virtual account; an online
 * payment waits for the provider (PRP). A vehicle outside the organisation is refused by its id.
 */
export async function orderPlan(
  db: Db,
  caller: { organizationId: number; userId: number },
  body: OrderBody,
  now = Date.now(),
): Promise<number> {
  const [plan] = await queryRows<{ id: number; price: number | string; period_months: number }>(
    db,
    sql`SELECT id, price, period_months FROM subscription_plans WHERE id = ${body.plan_id} AND active`,
  );
  if (!plan) throw new AppError(404, 'plan_unavailable');
  const ids = [...new Set(body.vehicle_ids.split(',').map(Number))];
  const owned = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM vehicles WHERE organization_id = ${caller.organizationId}
      AND id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
  const known = new Set(owned.map((row) => row.id));
  const missing = ids.find((id) => !known.has(id));
  if (missing !== undefined) throw new AppError(404, 'subscription_vehicle_unknown', { values: { id: missing } });
  const price = Number(plan.price);
  const method: PaymentMethod = body.payment_method;
  return db.transaction(async (tx) => {
    const [next] = await queryRows<{ id: number }>(
      tx,
      sql`SELECT nextval(pg_get_serial_sequence('invoices', 'id'))::int AS id`,
    );
    if (!next) throw new Error('no invoice id');
    const id = next.id;
    const month = new Date(now).toISOString().slice(0, 7).replace('-', '');
    const invoiceNumber = `INV-${month}-${String(id).padStart(6, '0')}`;
    const billingNumber = `BIL-${String(caller.organizationId).padStart(4, '0')}-${String(id).padStart(6, '0')}`;
    const due = new Date(now + INVOICE_DUE_DAYS * DAY_MS).toISOString().slice(0, 10);
    const online = method === 'online';
    await tx.execute(
      sql`INSERT INTO invoices (id, invoice_number, billing_number, organization_id, plan_id, period_months, order_date,
          due_date, status, payment_method, amount, virtual_account, provider_order_id, created_by)
        VALUES (${id}, ${invoiceNumber}, ${billingNumber}, ${caller.organizationId}, ${plan.id}, ${plan.period_months},
          ${new Date(now).toISOString()},
          ${due}, ${online ? PAYMENT_STATUS_CODE.prepared : PAYMENT_STATUS_CODE.invoiced}, ${method}, ${price * ids.length},
          ${online ? null : virtualAccount(caller.organizationId, id)}, ${online ? invoiceNumber : null}, ${caller.userId})`,
    );
    await tx.execute(
      sql`INSERT INTO invoice_lines (invoice_id, vehicle_id, amount) VALUES ${sql.join(
        ids.map((vehicleId) => sql`(${id}, ${vehicleId}, ${price})`),
        sql`, `,
      )}`,
    );
    return id;
  });
}

/**
 * Marks an unpaid invoice paid and starts each of its vehicles' subscriptions, or extends it by the
 * period ordered (the plan's when the order was placed) from its end when it still runs; false (nothing changed) when it was not unpaid, so a
 * payment is applied once.
 */
export async function markPaid(tx: Db, invoiceId: number, confirmedBy: number | null): Promise<boolean> {
  const paid = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE invoices SET status = ${PAYMENT_STATUS_CODE.live}, paid_at = now(), confirmed_by = ${confirmedBy}
      WHERE id = ${invoiceId} AND status IN (${PAYMENT_STATUS_CODE.prepared}, ${PAYMENT_STATUS_CODE.incomplete}, ${PAYMENT_STATUS_CODE.invoiced})
      RETURNING id`,
  );
  if (paid.length === 0) return false;
  await tx.execute(
    sql`INSERT INTO vehicle_subscriptions (vehicle_id, plan_id, starts_at, ends_at)
      SELECT l.vehicle_id, i.plan_id, now(), now() + make_interval(months => coalesce(i.period_months, p.period_months))
        FROM invoice_lines l JOIN invoices i ON i.id = l.invoice_id JOIN subscription_plans p ON p.id = i.plan_id
        WHERE l.invoice_id = ${invoiceId}
      ON CONFLICT (vehicle_id) DO UPDATE SET
        plan_id = EXCLUDED.plan_id,
        starts_at = CASE WHEN vehicle_subscriptions.ends_at < now() THEN now() ELSE vehicle_subscriptions.starts_at END,
        ends_at = greatest(vehicle_subscriptions.ends_at, now()) + (EXCLUDED.ends_at - EXCLUDED.starts_at)`,
  );
  return true;
}

type StatusDbRow = Omit<SubscriptionStatusRow, 'starts_at' | 'ends_at' | 'state'> & {
  starts_at: Date | string | null;
  ends_at: Date | string | null;
};

/** Each vehicle of the organisation with its subscription, if any. */
export async function listStatus(db: Db, organizationId: number, now = Date.now()): Promise<SubscriptionStatusRow[]> {
  const rows = await queryRows<StatusDbRow>(
    db,
    sql`SELECT v.id AS vehicle_id, v.vehicle_name, v.vehicle_number, p.code AS plan_code, p.name AS plan_name,
        s.starts_at, s.ends_at
      FROM vehicles v LEFT JOIN vehicle_subscriptions s ON s.vehicle_id = v.id
      LEFT JOIN subscription_plans p ON p.id = s.plan_id
      WHERE v.organization_id = ${organizationId} ORDER BY v.vehicle_name, v.id LIMIT 2000`,
  );
  return rows.map((row) => {
    const ends = row.ends_at === null ? null : new Date(row.ends_at).getTime();
    const state =
      ends === null
        ? 'none'
        : ends > now
          ? 'active'
          : ends > now - SUBSCRIPTION_GRACE_DAYS * DAY_MS
            ? 'grace'
            : 'lapsed';
    return {
      ...row,
      starts_at: row.starts_at === null ? null : iso(row.starts_at),
      ends_at: row.ends_at === null ? null : iso(row.ends_at),
      state,
    };
  });
}
