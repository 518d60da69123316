import { sql } from 'drizzle-orm';
import { PAYMENT_STATUS_CODE } from '@armada/domain';
import { queryRows, type Db } from '../../db/client.js';

const DAY_MS = 86_400_000;

const PLANS = [
  {
    code: 'BASIC-1',
    name: 'Basic monthly',
    price: 99_000,
    period_months: 1,
    history_days: 30,
    reports: false,
    api: false,
  },
  {
    code: 'PRO-3',
    name: 'Pro quarterly',
    price: 270_000,
    period_months: 3,
    history_days: 180,
    reports: true,
    api: false,
  },
  {
    code: 'FLEET-12',
    name: 'Fleet yearly',
    price: 960_000,
    period_months: 12,
    history_days: 400,
    reports: true,
    api: true,
  },
] as const;

type Order = {
  org: string;
  plan: (typeof PLANS)[number]['code'];
  /** Which of the organisation's vehicles (by id order). */
  vehicles: [number, number];
  orderedDaysAgo: number;
  status: number;
  method: 'bank_transfer' | 'online';
  /** For paid orders: days from now to the subscriptions' end. */
  endsInDays?: number;
};

/** Paid, waiting, overdue and failed invoices; every subscription still runs (none lapsed in the demo). */
const ORDERS: Order[] = [
  {
    org: 'CUS-LOGNUS',
    plan: 'PRO-3',
    vehicles: [0, 3],
    orderedDaysAgo: 40,
    status: PAYMENT_STATUS_CODE.live,
    method: 'bank_transfer',
    endsInDays: 50,
  },
  {
    org: 'CUS-LOGNUS',
    plan: 'BASIC-1',
    vehicles: [3, 4],
    orderedDaysAgo: 20,
    status: PAYMENT_STATUS_CODE.live,
    method: 'online',
    endsInDays: 10,
  },
  {
    org: 'CUS-LOGNUS',
    plan: 'PRO-3',
    vehicles: [4, 6],
    orderedDaysAgo: 4,
    status: PAYMENT_STATUS_CODE.invoiced,
    method: 'bank_transfer',
  },
  {
    org: 'CUS-LOGNUS',
    plan: 'FLEET-12',
    vehicles: [6, 8],
    orderedDaysAgo: 60,
    status: PAYMENT_STATUS_CODE.invoiced,
    method: 'bank_transfer',
  },
  {
    org: 'CUS-LOGNUS',
    plan: 'BASIC-1',
    vehicles: [8, 9],
    orderedDaysAgo: 9,
    status: PAYMENT_STATUS_CODE.incomplete,
    method: 'online',
  },
  {
    org: 'CUS-MAJU',
    plan: 'FLEET-12',
    vehicles: [0, 2],
    orderedDaysAgo: 100,
    status: PAYMENT_STATUS_CODE.live,
    method: 'bank_transfer',
    endsInDays: 265,
  },
];

/** Demo plans, invoices in several states and ages, and the subscriptions the paid ones started; once. */
export async function seedSubscriptions(db: Db, now = Date.now()): Promise<void> {
  const [seeded] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM subscription_plans`);
  if ((seeded?.n ?? 0) > 0) return;
  const planIds = new Map<string, { id: number; price: number }>();
  for (const plan of PLANS) {
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO subscription_plans (code, name, price, period_months, history_days, reports, api_access)
        VALUES (${plan.code}, ${plan.name}, ${plan.price}, ${plan.period_months}, ${plan.history_days}, ${plan.reports}, ${plan.api})
        RETURNING id`,
    );
    if (row) planIds.set(plan.code, { id: row.id, price: plan.price });
  }
  for (const order of ORDERS) {
    const plan = planIds.get(order.plan);
    const vehicles = await queryRows<{ id: number; organization_id: number }>(
      db,
      sql`SELECT id, organization_id FROM vehicles WHERE organization_id = (SELECT id FROM organizations WHERE code = ${order.org})
        ORDER BY id OFFSET ${order.vehicles[0]} LIMIT ${order.vehicles[1] - order.vehicles[0]}`,
    );
    const org = vehicles[0]?.organization_id;
    if (!plan || org === undefined) continue;
    const [next] = await queryRows<{ id: number }>(
      db,
      sql`SELECT nextval(pg_get_serial_sequence('invoices', 'id'))::int AS id`,
    );
    if (!next) continue;
    const ordered = new Date(now - order.orderedDaysAgo * DAY_MS);
    const number = `INV-${ordered.toISOString().slice(0, 7).replace('-', '')}-${String(next.id).padStart(6, '0')}`;
    const paid = order.status === PAYMENT_STATUS_CODE.live;
    const bank = order.method === 'bank_transfer';
    await db.execute(
      sql`INSERT INTO invoices (id, invoice_number, billing_number, organization_id, plan_id, order_date, due_date, status,
          payment_method, amount, virtual_account, provider_order_id, paid_at)
        VALUES (${next.id}, ${number}, ${`BIL-${String(org).padStart(4, '0')}-${String(next.id).padStart(6, '0')}`}, ${org},
          ${plan.id}, ${ordered.toISOString()}, ${new Date(ordered.getTime() + 14 * DAY_MS).toISOString().slice(0, 10)},
          ${order.status}, ${order.method}, ${plan.price * vehicles.length},
          ${bank ? `8808${String(org).padStart(4, '0')}${String(next.id).padStart(8, '0')}` : null},
          ${bank ? null : number}, ${paid ? new Date(ordered.getTime() + 2 * DAY_MS).toISOString() : null})`,
    );
    for (const vehicle of vehicles) {
      await db.execute(
        sql`INSERT INTO invoice_lines (invoice_id, vehicle_id, amount) VALUES (${next.id}, ${vehicle.id}, ${plan.price})`,
      );
      if (paid && order.endsInDays !== undefined)
        await db.execute(
          sql`INSERT INTO vehicle_subscriptions (vehicle_id, plan_id, starts_at, ends_at)
            VALUES (${vehicle.id}, ${plan.id}, ${new Date(ordered.getTime() + 2 * DAY_MS).toISOString()},
              ${new Date(now + order.endsInDays * DAY_MS).toISOString()})
            ON CONFLICT (vehicle_id) DO NOTHING`,
        );
    }
  }
}
