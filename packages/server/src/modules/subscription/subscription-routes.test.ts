import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  SUBSCRIPTION_CALLS,
  type InvoiceRow,
  type PaymentOptions,
  type PlanRow,
  type SubscriptionStatusRow,
} from '@armada/domain';
import { queryRows } from '../../db/client.js';
import { vehicles } from '../../db/schema.js';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bearer, bodyOf, decodeToken, formPost, getAs } from '../../test-support/http-helpers.js';
import { callReport } from '../../test-support/report-calls.js';
import { notificationSignature } from './midtrans.js';
import { sendSubscriptionReminders } from './subscription-reminders.js';

const DAY_MS = 86_400_000;
const SERVER_KEY = 'SB-Mid-server-armada-test';

let t: TestApp;
let customer = '';
let other = '';
let admin = '';
let ownA = 0;
let ownB = 0;
let otherVehicle = 0;

async function vehicleOf(organizationId: number, imei: string, name: string): Promise<number> {
  const [row] = await t.ctx.database.db
    .insert(vehicles)
    .values({ imei, organization_id: organizationId, vehicle_name: name, vehicle_number: `B ${imei.slice(-4)} SUB` })
    .returning({ id: vehicles.id });
  if (!row) throw new Error('vehicle not inserted');
  return row.id;
}

const post = (token: string, url: string, fields: Record<string, string | number | boolean>) =>
  formPost(t.app, url, Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])), {
    headers: bearer(token),
  });
const get = async <T>(token: string, url: string) => {
  const response = await getAs(t.app, token, url);
  expect(response.statusCode, response.body).toBe(200);
  return bodyOf<T>(response).result;
};
const invoices = (token: string) => get<InvoiceRow[]>(token, SUBSCRIPTION_CALLS.invoices);
const statusOf = async (token: string, vehicleId: number) =>
  (await get<SubscriptionStatusRow[]>(token, SUBSCRIPTION_CALLS.status)).find((row) => row.vehicle_id === vehicleId);
const count = async (table: string) =>
  (await queryRows<{ n: number }>(t.ctx.database.db, sql`SELECT count(*)::int AS n FROM ${sql.raw(table)}`))[0]?.n;

const PLAN = {
  code: 'TEST-PRO',
  name: 'Pro quarterly',
  price: 150000,
  period_months: 3,
  history_days: 180,
  reports: true,
  api_access: true,
  active: true,
};

async function createPlan(fields: Record<string, string | number | boolean>): Promise<number> {
  const response = await post(admin, SUBSCRIPTION_CALLS.createPlan, fields);
  expect(response.statusCode, response.body).toBe(200);
  return bodyOf<{ id: number }>(response).result.id;
}

beforeAll(async () => {
  t = await buildTestApp();
  customer = await t.tokenOf('customer');
  other = await t.tokenOf('customer2');
  admin = await t.tokenOf('admin');
  ownA = await vehicleOf(decodeToken(customer).organization_id, '861150000056001', 'Sub truck A');
  ownB = await vehicleOf(decodeToken(customer).organization_id, '861150000056002', 'Sub truck B');
  otherVehicle = await vehicleOf(decodeToken(other).organization_id, '861150000056003', 'Other sub truck');
});
afterAll(() => t.close());

describe('plans', () => {
  it('are made by plan editors only, with unique codes; customers see the ones offered', async () => {
    expect((await post(customer, SUBSCRIPTION_CALLS.createPlan, { ...PLAN, code: 'NOPE' })).statusCode).toBe(403);
    const id = await createPlan(PLAN);
    const taken = await post(admin, SUBSCRIPTION_CALLS.createPlan, PLAN);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'plan_code_taken' });
    const retired = await createPlan({ ...PLAN, code: 'OLD-1', active: false });
    const seen = await get<PlanRow[]>(customer, SUBSCRIPTION_CALLS.plans);
    expect(seen.find((plan) => plan.id === id)).toMatchObject(PLAN);
    expect(seen.some((plan) => plan.id === retired)).toBe(false);
    expect((await get<PlanRow[]>(admin, SUBSCRIPTION_CALLS.plans)).some((plan) => plan.id === retired)).toBe(true);
    const edited = await post(admin, SUBSCRIPTION_CALLS.editPlan, {
      ...PLAN,
      id: retired,
      code: 'OLD-1',
      price: 1,
      active: false,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const order = await post(customer, SUBSCRIPTION_CALLS.order, {
      plan_id: retired,
      vehicle_ids: String(ownA),
      payment_method: 'bank_transfer',
    });
    expect(order.statusCode).toBe(404);
    expect(order.json()).toMatchObject({ code: 'plan_unavailable' });
  });
});

describe('a plan bought by bank transfer', () => {
  it('is invoiced to a virtual account, confirmed once by finance, and starts the subscriptions', async () => {
    const planId =
      (await get<PlanRow[]>(customer, SUBSCRIPTION_CALLS.plans)).find((p) => p.code === 'TEST-PRO')?.id ?? 0;
    const options = await get<PaymentOptions>(customer, SUBSCRIPTION_CALLS.paymentOptions);
    expect(options).toEqual({ methods: ['bank_transfer'], client_key: null, snap_url: null });
    const online = await post(customer, SUBSCRIPTION_CALLS.order, {
      plan_id: planId,
      vehicle_ids: String(ownA),
      payment_method: 'online',
    });
    expect(online.json()).toMatchObject({ code: 'online_payment_unavailable' });

    // Another customer's vehicle is refused, and nothing is invoiced.
    const before = await count('invoices');
    const foreign = await post(customer, SUBSCRIPTION_CALLS.order, {
      plan_id: planId,
      vehicle_ids: `${ownA},${otherVehicle}`,
      payment_method: 'bank_transfer',
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'subscription_vehicle_unknown' });
    expect(foreign.json<{ message: string }>().message).toContain(String(otherVehicle));
    expect(await count('invoices')).toBe(before);

    const ordered = await post(customer, SUBSCRIPTION_CALLS.order, {
      plan_id: planId,
      vehicle_ids: `${ownA},${ownB},${ownA}`,
      payment_method: 'bank_transfer',
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    const invoice = bodyOf<InvoiceRow>(ordered).result;
    expect(invoice).toMatchObject({
      plan_code: 'TEST-PRO',
      status: 4,
      status_name: 'INV',
      payment_method: 'bank_transfer',
      amount: 300000,
      vehicles: 2,
      ageing: 'A',
      paid_at: null,
    });
    expect(invoice.invoice_number).toMatch(/^INV-\d{6}-\d{6}$/);
    expect(invoice.billing_number).toMatch(/^BIL-\d{4}-\d{6}$/);
    expect(invoice.virtual_account).toMatch(/^8808\d{12}$/);
    expect(Date.parse(invoice.due_date) - Date.parse(invoice.order_date.slice(0, 10))).toBe(14 * DAY_MS);
    expect((await statusOf(customer, ownA))?.state).toBe('none');

    // Only the invoice's organisation (and finance) see it and its PDF.
    expect((await invoices(customer)).map((row) => row.id)).toContain(invoice.id);
    expect((await invoices(other)).map((row) => row.id)).not.toContain(invoice.id);
    const pdf = await getAs(t.app, customer, `${SUBSCRIPTION_CALLS.invoicePdf}?id=${invoice.id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await getAs(t.app, other, `${SUBSCRIPTION_CALLS.invoicePdf}?id=${invoice.id}`)).statusCode).toBe(404);

    // The customer can not confirm their own transfer.
    expect((await post(customer, SUBSCRIPTION_CALLS.confirm, { id: invoice.id })).statusCode).toBe(403);
    expect((await invoices(admin)).map((row) => row.id)).toContain(invoice.id);
    // The plan's period changed after the order does not change what was bought.
    const setPeriod = (months: number) =>
      t.ctx.database.db.execute(sql`UPDATE subscription_plans SET period_months = ${months} WHERE code = 'TEST-PRO'`);
    await setPeriod(12);
    const confirmed = await post(admin, SUBSCRIPTION_CALLS.confirm, { id: invoice.id });
    await setPeriod(3);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const paid = (await invoices(customer)).find((row) => row.id === invoice.id);
    expect(paid).toMatchObject({ status: 1, status_name: 'Live' });
    expect(paid?.paid_at).not.toBeNull();
    const status = await statusOf(customer, ownB);
    expect(status).toMatchObject({ plan_code: 'TEST-PRO', state: 'active' });
    const months = new Date(status?.ends_at ?? 0).getUTCMonth() - new Date(status?.starts_at ?? 0).getUTCMonth();
    expect((months + 12) % 12).toBe(3);

    // Confirmed once: a second confirmation changes nothing.
    const again = await post(admin, SUBSCRIPTION_CALLS.confirm, { id: invoice.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'invoice_already_paid' });
    expect((await statusOf(customer, ownB))?.ends_at).toBe(status?.ends_at);
  });

  it('ages unpaid invoices from their due date into the buckets A-I', async () => {
    const planId =
      (await get<PlanRow[]>(customer, SUBSCRIPTION_CALLS.plans)).find((p) => p.code === 'TEST-PRO')?.id ?? 0;
    const ordered = await post(customer, SUBSCRIPTION_CALLS.order, {
      plan_id: planId,
      vehicle_ids: String(ownA),
      payment_method: 'bank_transfer',
    });
    const id = bodyOf<InvoiceRow>(ordered).result.id;
    const ageAt = async (daysLate: number) => {
      const due = new Date(Date.now() - daysLate * DAY_MS).toISOString().slice(0, 10);
      await t.ctx.database.db.execute(sql`UPDATE invoices SET due_date = ${due} WHERE id = ${id}`);
      return (await invoices(customer)).find((row) => row.id === id)?.ageing;
    };
    expect(await ageAt(0)).toBe('A');
    expect(await ageAt(1)).toBe('B');
    expect(await ageAt(45)).toBe('C');
    expect(await ageAt(170)).toBe('G');
    expect(await ageAt(200)).toBe('H');
    expect(await ageAt(400)).toBe('I');
  });
});

describe('a lapsed subscription', () => {
  it('stops history and reports for the vehicle past the grace period; the live map and unsubscribed vehicles stay', async () => {
    const org = decodeToken(customer).organization_id;
    const lapsed = await vehicleOf(org, '861150000056011', 'Lapsed truck');
    const grace = await vehicleOf(org, '861150000056012', 'Grace truck');
    const free = await vehicleOf(org, '861150000056013', 'Included truck');
    const [plan] = await queryRows<{ id: number }>(t.ctx.database.db, sql`SELECT id FROM subscription_plans LIMIT 1`);
    const subscribe = (vehicleId: number, endedDaysAgo: number) =>
      t.ctx.database.db.execute(
        sql`INSERT INTO vehicle_subscriptions (vehicle_id, plan_id, starts_at, ends_at)
          VALUES (${vehicleId}, ${plan?.id}, now() - interval '100 days', now() - make_interval(days => ${endedDaysAgo}))`,
      );
    await subscribe(lapsed, 10);
    await subscribe(grace, 3);
    const start = new Date(Date.now() - DAY_MS).toISOString();
    const end = new Date().toISOString();
    const history = (imei: string) =>
      getAs(
        t.app,
        customer,
        `/api/monitoring-service/history/list_history?imei=${imei}&start=${encodeURIComponent(start)}&end=${encodeURIComponent(end)}`,
      );
    const refused = await history('861150000056011');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'subscription_lapsed' });
    expect(refused.json<{ message: string }>().message).toContain('B 6011 SUB');
    expect((await history('861150000056012')).statusCode).toBe(200);
    expect((await history('861150000056013')).statusCode).toBe(200);

    const day = new Date(Date.now() - DAY_MS).toISOString().slice(0, 10);
    const next = new Date(Date.now() + DAY_MS).toISOString().slice(0, 10);
    const report = (imei: string) => callReport(t, 'customer', 'trip', { imei, start_date: day, end_date: next });
    const lapsedReport = await report('861150000056011');
    expect(lapsedReport.status).toBe(403);
    expect(lapsedReport.body.code).toBe('subscription_lapsed');
    expect((await report('861150000056013')).status).toBe(200);

    // The live map still shows it.
    const live = await get<{ data: { imei: string }[] }>(customer, '/api/monitoringservice/vehicle/list');
    expect(live.data.map((row) => row.imei)).toContain('861150000056011');
    expect((await statusOf(customer, lapsed))?.state).toBe('lapsed');
    expect((await statusOf(customer, grace))?.state).toBe('grace');
    expect((await statusOf(customer, free))?.state).toBe('none');
  });

  it('is reminded to the organisation administrators before it ends, once per end date', async () => {
    const org = decodeToken(customer).organization_id;
    const ending = await vehicleOf(org, '861150000056021', 'Ending truck');
    const [plan] = await queryRows<{ id: number }>(t.ctx.database.db, sql`SELECT id FROM subscription_plans LIMIT 1`);
    await t.ctx.database.db.execute(
      sql`INSERT INTO vehicle_subscriptions (vehicle_id, plan_id, starts_at, ends_at)
        VALUES (${ending}, ${plan?.id}, now() - interval '80 days', now() + interval '5 days')`,
    );
    const teller = { db: t.ctx.database.db, bus: t.ctx.bus };
    const sent = await sendSubscriptionReminders(teller);
    expect(sent).toBeGreaterThan(0);
    const rows = await queryRows<{ user_id: number; text: string }>(
      t.ctx.database.db,
      sql`SELECT user_id, text FROM notifications WHERE imei = '861150000056021' AND type = 'reminders'`,
    );
    expect(rows.map((row) => row.user_id)).toContain(decodeToken(customer).user_id);
    expect(rows[0]?.text).toContain('history and reports stop');
    expect(await sendSubscriptionReminders(teller)).toBe(0);
  });
});

describe('online payment through Midtrans', () => {
  let m: TestApp;
  let snap: Server;
  let snapCalls: { auth: string; body: Record<string, unknown> }[] = [];
  let token = '';
  let invoice: InvoiceRow;

  const readBody = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => resolve(text));
    });

  const notify = (fields: Record<string, string>) =>
    m.app.inject({ method: 'POST', url: SUBSCRIPTION_CALLS.notification, payload: fields });
  const signed = (order_id: string, transaction_status: string, gross_amount: string, status_code = '200') => ({
    order_id,
    status_code,
    gross_amount,
    transaction_status,
    transaction_id: `tx-${transaction_status}`,
    fraud_status: 'accept',
    payment_type: 'bank_transfer',
    signature_key: notificationSignature(SERVER_KEY, { order_id, status_code, gross_amount }),
  });
  const invoiceNow = async () => {
    const list = bodyOf<InvoiceRow[]>(await getAs(m.app, token, SUBSCRIPTION_CALLS.invoices)).result;
    return list.find((row) => row.id === invoice.id);
  };

  beforeAll(async () => {
    snap = createServer((request, response) => {
      void readBody(request).then((text) => {
        snapCalls.push({
          auth: request.headers.authorization ?? '',
          body: JSON.parse(text) as Record<string, unknown>,
        });
        response.writeHead(201, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ token: 'snap-token-1', redirect_url: 'https://snap.example/v4/snap-token-1' }));
      });
    });
    await new Promise<void>((resolve) => snap.listen(0, '127.0.0.1', resolve));
    const port = (snap.address() as AddressInfo).port;
    m = await buildTestApp({
      midtrans: {
        serverKey: SERVER_KEY,
        clientKey: 'SB-Mid-client-armada-test',
        production: false,
        snapApiUrl: `http://127.0.0.1:${port}`,
      },
    });
    token = await m.tokenOf('customer');
    const adminToken = await m.tokenOf('admin');
    const created = await formPost(
      m.app,
      SUBSCRIPTION_CALLS.createPlan,
      { ...Object.fromEntries(Object.entries(PLAN).map(([k, v]) => [k, String(v)])), code: 'ONLINE-1' },
      { headers: bearer(adminToken) },
    );
    const planId = bodyOf<{ id: number }>(created).result.id;
    const [vehicle] = await m.ctx.database.db
      .insert(vehicles)
      .values({
        imei: '861150000056031',
        organization_id: decodeToken(token).organization_id,
        vehicle_name: 'Online truck',
      })
      .returning({ id: vehicles.id });
    const ordered = await formPost(
      m.app,
      SUBSCRIPTION_CALLS.order,
      { plan_id: String(planId), vehicle_ids: String(vehicle?.id), payment_method: 'online' },
      { headers: bearer(token) },
    );
    expect(ordered.statusCode, ordered.body).toBe(200);
    invoice = bodyOf<InvoiceRow>(ordered).result;
  });
  afterAll(async () => {
    await m.close();
    await new Promise((resolve) => snap.close(resolve));
  });

  it('is offered with the client key, and starts a Snap transaction through the client library', async () => {
    const options = bodyOf<PaymentOptions>(await getAs(m.app, token, SUBSCRIPTION_CALLS.paymentOptions)).result;
    expect(options.methods).toEqual(['bank_transfer', 'online']);
    expect(options.client_key).toBe('SB-Mid-client-armada-test');
    expect(invoice).toMatchObject({ status: 0, status_name: 'PRP', payment_method: 'online', virtual_account: null });
    snapCalls = [];
    const paying = await formPost(
      m.app,
      SUBSCRIPTION_CALLS.pay,
      { id: String(invoice.id) },
      { headers: bearer(token) },
    );
    expect(paying.statusCode, paying.body).toBe(200);
    expect(bodyOf(paying).result).toEqual({
      token: 'snap-token-1',
      redirect_url: 'https://snap.example/v4/snap-token-1',
    });
    expect(snapCalls).toHaveLength(1);
    expect(snapCalls[0]?.auth).toBe(`Basic ${Buffer.from(`${SERVER_KEY}:`).toString('base64')}`);
    expect(snapCalls[0]?.body).toMatchObject({
      transaction_details: { order_id: invoice.invoice_number, gross_amount: 150000 },
    });
  });

  it('refuses a forged notification and applies a signed one once, even when repeated', async () => {
    const forged = { ...signed(invoice.invoice_number, 'settlement', '150000.00'), signature_key: 'f'.repeat(128) };
    const refused = await notify(forged);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'payment_signature_invalid' });
    // Signed with another key.
    const otherKey = {
      ...signed(invoice.invoice_number, 'settlement', '150000.00'),
      signature_key: notificationSignature('SB-Mid-server-other', {
        order_id: invoice.invoice_number,
        status_code: '200',
        gross_amount: '150000.00',
      }),
    };
    expect((await notify(otherKey)).statusCode).toBe(403);
    // A signed amount that is not the invoice's.
    expect((await notify(signed(invoice.invoice_number, 'settlement', '1.00'))).statusCode).toBe(400);
    expect((await invoiceNow())?.status).toBe(0);

    const pending = await notify(signed(invoice.invoice_number, 'pending', '150000.00', '201'));
    expect(pending.statusCode, pending.body).toBe(200);
    expect((await invoiceNow())?.status).toBe(0);
    // A captured pending notification re-labelled as paid: the signature covers its code 201, not the status.
    expect((await notify(signed(invoice.invoice_number, 'settlement', '150000.00', '201'))).statusCode).toBe(403);
    expect((await invoiceNow())?.status).toBe(0);

    const settled = await notify(signed(invoice.invoice_number, 'settlement', '150000.00'));
    expect(settled.statusCode, settled.body).toBe(200);
    const paid = await invoiceNow();
    expect(paid).toMatchObject({ status: 1, status_name: 'Live' });
    const status = bodyOf<SubscriptionStatusRow[]>(await getAs(m.app, token, SUBSCRIPTION_CALLS.status)).result.find(
      (row) => row.vehicle_name === 'Online truck',
    );
    expect(status?.state).toBe('active');

    const repeated = await notify(signed(invoice.invoice_number, 'settlement', '150000.00'));
    expect(repeated.statusCode).toBe(200);
    const after = bodyOf<SubscriptionStatusRow[]>(await getAs(m.app, token, SUBSCRIPTION_CALLS.status)).result.find(
      (row) => row.vehicle_name === 'Online truck',
    );
    expect(after?.ends_at).toBe(status?.ends_at);
    expect((await invoiceNow())?.paid_at).toBe(paid?.paid_at);
    const stored = await queryRows<{ n: number }>(
      m.ctx.database.db,
      sql`SELECT count(*)::int AS n FROM payment_notifications WHERE order_id = ${invoice.invoice_number} AND transaction_status = 'settlement'`,
    );
    expect(stored[0]?.n).toBe(1);
    // A late failure does not undo the payment.
    expect((await notify(signed(invoice.invoice_number, 'expire', '150000.00', '407'))).statusCode).toBe(200);
    expect((await invoiceNow())?.status).toBe(1);
  });

  it('answers 404 to notifications when no keys are set', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: SUBSCRIPTION_CALLS.notification,
      payload: signed('INV-1', 'settlement', '1.00'),
    });
    expect(response.statusCode).toBe(404);
  });
});
