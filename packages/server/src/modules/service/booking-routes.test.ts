import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MESSAGES, SERVICE_CALLS, type BookingDetail, type BookingPage, type ServiceDealer } from '@armada/domain';
import { queryRows } from '../../db/client.js';
import { vehicles } from '../../db/schema.js';
import { dayOf } from '../../reports/report-days.js';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { sendServiceReminders } from './service-reminders.js';
import { bearer, bodyOf, decodeToken, orgIdOf } from '../../test-support/http-helpers.js';

let t: TestApp;
const tokens: Record<string, string> = {};
let truck = 0;
let otherTruck = 0;
let dealerJkt = 0;
let dealerSby = 0;

const DAY = 86_400_000;
const dayFromNow = (days: number) => dayOf(Date.now() + days * DAY, t.ctx.config.reports.zone);

async function vehicleOf(orgCode: string, imei: string): Promise<number> {
  const [row] = await t.ctx.database.db
    .insert(vehicles)
    .values({
      imei,
      organization_id: await orgIdOf(t.ctx, orgCode),
      vehicle_name: `Truck ${imei.slice(-3)}`,
      vehicle_number: `B ${imei.slice(-4)} SV`,
    })
    .returning({ id: vehicles.id });
  if (!row) throw new Error('vehicle not inserted');
  return row.id;
}

beforeAll(async () => {
  t = await buildTestApp();
  for (const who of ['customer', 'customer2', 'dealer', 'dealer2', 'admin', 'callcenter'])
    tokens[who] = await t.tokenOf(who);
  truck = await vehicleOf('CUS-LOGNUS', '861150000059001');
  otherTruck = await vehicleOf('CUS-MAJU', '861150000059002');
  dealerJkt = await orgIdOf(t.ctx, 'DLR-JKT');
  dealerSby = await orgIdOf(t.ctx, 'DLR-SBY');
});
afterAll(() => t.close());

const post = (who: string, url: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, payload: body, headers: bearer(tokens[who] ?? '') });
const get = (who: string, url: string, query: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, query, headers: bearer(tokens[who] ?? '') });

async function book(who = 'customer', fields: Record<string, unknown> = {}): Promise<number> {
  const response = await post(who, SERVICE_CALLS.create, {
    vehicle_id: truck,
    dealer_id: dealerJkt,
    service_kind: 'periodic',
    service_date: dayFromNow(3),
    odometer_km: 48_200,
    note: 'Brakes squeal',
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(200);
  return bodyOf<{ id: number }>(response).result.id;
}

async function detail(who: string, id: number) {
  const response = await get(who, SERVICE_CALLS.detail, { id: String(id) });
  expect(response.statusCode, response.body).toBe(200);
  return bodyOf<BookingDetail>(response).result;
}

/** The notifications of a type written for a user about a booking. */
async function told(username: string, type: string, bookingId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.ctx.database.db,
    sql`SELECT count(*)::int AS n FROM notifications n JOIN users u ON u.id = n.user_id
      WHERE u.username = ${username} AND n.type = ${type} AND (n.data->>'booking_id')::int = ${bookingId}`,
  );
  return row?.n ?? 0;
}

describe('service bookings', () => {
  it('goes from request to approval, another date, service and parts, telling each side', async () => {
    const dealers = bodyOf<ServiceDealer[]>(await get('customer', SERVICE_CALLS.dealers)).result;
    expect(dealers[0]).toMatchObject({ id: dealerJkt, own: true });
    expect(dealers.map((d) => d.id)).toContain(dealerSby);

    const id = await book();
    expect(await told('dealer', 'maintenance_waiting', id)).toBe(1);
    expect(await told('dealer2', 'maintenance_waiting', id)).toBe(0);
    expect((await detail('dealer', id)).booking).toMatchObject({ status: 'waiting', can_handle: true, can_book: true });

    expect((await post('dealer', SERVICE_CALLS.approve, { id })).statusCode).toBe(200);
    expect(await told('customer', 'maintenance_approve', id)).toBe(1);

    // Starting before the agreed day is refused with the spec's message.
    const early = await post('dealer', SERVICE_CALLS.progress, { id, status: 'in_service' });
    expect(early.statusCode).toBe(409);
    expect(bodyOf(early).message).toBe(MESSAGES.not_for_today);

    const today = dayFromNow(0);
    expect(
      (await post('dealer', SERVICE_CALLS.propose, { id, service_date: today, note: 'A bay is free today' }))
        .statusCode,
    ).toBe(200);
    expect(await told('customer', 'service_update', id)).toBe(1);
    expect((await detail('customer', id)).booking).toMatchObject({ status: 'proposed', proposed_date: today });

    expect((await post('customer', SERVICE_CALLS.accept, { id })).statusCode).toBe(200);
    expect((await detail('customer', id)).booking).toMatchObject({
      status: 'approved',
      service_date: today,
      proposed_date: null,
    });
    expect(await told('dealer', 'maintenance_approve', id)).toBe(1);

    expect(
      (await post('dealer', SERVICE_CALLS.progress, { id, status: 'in_service', odometer_km: 48_260 })).statusCode,
    ).toBe(200);
    const part = await post('dealer', SERVICE_CALLS.addPart, {
      id,
      part_name: 'Brake pad set',
      quantity: 2,
      state: 'ordered',
    });
    expect(part.statusCode, part.body).toBe(200);
    expect(await told('customer', 'spare_part', id)).toBe(1);
    const partId = bodyOf<{ id: number }>(part).result.id;
    expect((await post('dealer', SERVICE_CALLS.partArrived, { part_id: partId })).statusCode).toBe(200);
    expect(await told('customer', 'new_spare_part', id)).toBe(1);
    // An arrival is told once.
    expect((await post('dealer', SERVICE_CALLS.partArrived, { part_id: partId })).statusCode).toBe(409);
    expect(await told('customer', 'new_spare_part', id)).toBe(1);

    expect((await post('dealer', SERVICE_CALLS.progress, { id, status: 'done' })).statusCode).toBe(200);
    const done = await detail('customer', id);
    expect(done.booking).toMatchObject({ status: 'done', odometer_km: 48_260 });
    expect(done.parts).toEqual([
      expect.objectContaining({ part_name: 'Brake pad set', quantity: 2, state: 'arrived' }),
    ]);
    expect(done.events.map((event) => event.action)).toEqual([
      'requested',
      'approved',
      'date_proposed',
      'date_accepted',
      'in_service',
      'part_ordered',
      'part_arrived',
      'done',
    ]);
    expect(done.events[0]).toMatchObject({ by: 'Agus Wijaya', note: 'Brakes squeal' });
    expect(await told('customer', 'service_update', id)).toBe(3);

    // A finished booking takes no more steps.
    const late = await post('customer', SERVICE_CALLS.cancel, { id });
    expect(late.statusCode).toBe(409);
    expect(bodyOf(late).message).toBe(MESSAGES.cannot_process);
  });

  it('tells the other side of a cancellation, once', async () => {
    const id = await book();
    expect((await post('customer', SERVICE_CALLS.cancel, { id, note: 'Truck sold' })).statusCode).toBe(200);
    expect(await told('dealer', 'service_cancellation', id)).toBe(1);
    expect((await post('customer', SERVICE_CALLS.cancel, { id })).statusCode).toBe(409);
    expect(await told('dealer', 'service_cancellation', id)).toBe(1);

    const second = await book();
    expect((await post('dealer', SERVICE_CALLS.cancel, { id: second, note: 'Workshop closed' })).statusCode).toBe(200);
    expect(await told('customer', 'service_cancellation', second)).toBe(1);
  });

  it('keeps every booking to its fleet and to the dealer it was made at', async () => {
    const id = await book();
    // Another fleet and another dealer do not see it, and can not act on it.
    expect((await get('customer2', SERVICE_CALLS.detail, { id: String(id) })).statusCode).toBe(404);
    expect((await get('dealer2', SERVICE_CALLS.detail, { id: String(id) })).statusCode).toBe(404);
    expect((await post('dealer2', SERVICE_CALLS.approve, { id })).statusCode).toBe(404);
    expect((await post('customer2', SERVICE_CALLS.cancel, { id })).statusCode).toBe(404);
    // The fleet may not take the dealer's steps, nor the call centre either side's.
    expect((await post('customer', SERVICE_CALLS.approve, { id })).statusCode).toBe(403);
    expect((await get('callcenter', SERVICE_CALLS.list)).statusCode).toBe(403);
    const list = bodyOf<BookingPage>(await get('customer2', SERVICE_CALLS.list)).result;
    expect(list.data.map((row) => row.id)).not.toContain(id);
    const dealerSide = bodyOf<BookingPage>(await get('dealer', SERVICE_CALLS.list, { side: 'dealer' })).result;
    expect(dealerSide.data.map((row) => row.id)).toContain(id);

    // Booking another fleet's truck, at a non-dealer, or in the past is refused and writes nothing.
    const before = (
      await queryRows<{ n: number }>(t.ctx.database.db, sql`SELECT count(*)::int AS n FROM service_bookings`)
    )[0]?.n;
    const base = { dealer_id: dealerJkt, service_kind: 'periodic', service_date: dayFromNow(2), odometer_km: 1 };
    expect((await post('customer', SERVICE_CALLS.create, { ...base, vehicle_id: otherTruck })).statusCode).toBe(404);
    const notDealer = decodeToken(tokens.customer2 ?? '').organization_id;
    expect(
      (await post('customer', SERVICE_CALLS.create, { ...base, vehicle_id: truck, dealer_id: notDealer })).statusCode,
    ).toBe(400);
    const past = await post('customer', SERVICE_CALLS.create, {
      ...base,
      vehicle_id: truck,
      service_date: dayFromNow(-1),
    });
    expect(past.statusCode).toBe(400);
    expect(bodyOf(past).message).toBe(MESSAGES.service_date_past);
    expect(
      (await post('customer', SERVICE_CALLS.create, { ...base, vehicle_id: truck, organization_id: 1 })).statusCode,
    ).toBe(400);
    const after = (
      await queryRows<{ n: number }>(t.ctx.database.db, sql`SELECT count(*)::int AS n FROM service_bookings`)
    )[0]?.n;
    expect(after).toBe(before);
  });

  it("keeps a booking made at another dealer from the customer's own dealer, and the workshop off the customer's side", async () => {
    const id = await book('customer', { dealer_id: dealerSby });
    // The customer's own dealer neither sees nor answers what its customer booked elsewhere.
    expect((await get('dealer', SERVICE_CALLS.detail, { id: String(id) })).statusCode).toBe(404);
    expect((await post('dealer', SERVICE_CALLS.cancel, { id })).statusCode).toBe(404);
    const atSby = await detail('dealer2', id);
    expect(atSby.booking).toMatchObject({ can_handle: true, can_book: false, dealer_id: dealerSby });
    // The workshop may not accept its own proposal on the customer's behalf.
    const later = dayFromNow(5);
    expect((await post('dealer2', SERVICE_CALLS.propose, { id, service_date: later })).statusCode).toBe(200);
    expect((await post('dealer2', SERVICE_CALLS.accept, { id })).statusCode).toBe(403);
    expect((await post('customer', SERVICE_CALLS.accept, { id })).statusCode).toBe(200);
    expect((await detail('customer', id)).booking).toMatchObject({ status: 'approved', service_date: later });

    // A dealer books for its own customer at its own workshop, and answers it there.
    const own = await book('dealer');
    expect((await detail('dealer', own)).booking).toMatchObject({ can_handle: true, can_book: true });
  });
});

describe('service reminders', () => {
  const remind = () => sendServiceReminders({ db: t.ctx.database.db, bus: t.ctx.bus }, t.ctx.config.reports.zone);
  const reminders = async (imei: string) =>
    (
      await queryRows<{ n: number }>(
        t.ctx.database.db,
        sql`SELECT count(*)::int AS n FROM notifications WHERE type = 'reminders' AND imei = ${imei}
          AND data->>'reminder' = 'service_due'`,
      )
    )[0]?.n ?? 0;

  it('tells a fleet once per service cycle when a truck is due by distance or engine hours', async () => {
    const imei = '861150000059101';
    const id = await vehicleOf('CUS-LOGNUS', imei);
    const db = t.ctx.database.db;
    await db.execute(
      sql`INSERT INTO report_months (imei, month, distance_m, engine_s) VALUES (${imei}, '2026-01-01', 4000000, 3600 * 80)`,
    );
    await remind();
    expect(await reminders(imei)).toBe(0);
    await db.execute(
      sql`INSERT INTO report_months (imei, month, distance_m, engine_s) VALUES (${imei}, '2026-02-01', 5600000, 3600 * 80)`,
    );
    await remind();
    const admins =
      (
        await queryRows<{ n: number }>(
          db,
          sql`SELECT count(*)::int AS n FROM users u JOIN organizations o
      ON o.id = u.organization_id WHERE o.code = 'CUS-LOGNUS' AND u.isorgadmin = 1 AND u.isactive = 1`,
        )
      )[0]?.n ?? 0;
    expect(admins).toBeGreaterThan(0);
    expect(await reminders(imei)).toBe(admins);
    await remind();
    expect(await reminders(imei)).toBe(admins);

    // A finished service starts a new cycle, counted in days from the day it was finished.
    await db.execute(sql`INSERT INTO service_bookings (organization_id, vehicle_id, dealer_org_id, service_kind, service_date, odometer_km, status, updated_at)
      VALUES (${await orgIdOf(t.ctx, 'CUS-LOGNUS')}, ${id}, ${dealerJkt}, 'periodic', '2026-03-01', 9600, 'done', '2026-03-01T05:00:00Z')`);
    await db.execute(
      sql`INSERT INTO report_days (imei, day, distance_m, engine_s) VALUES (${imei}, '2026-03-02', 300000, 3600 * 241)`,
    );
    await remind();
    expect(await reminders(imei)).toBe(admins * 2);
    const [row] = await queryRows<{ data: Record<string, unknown> }>(
      db,
      sql`SELECT data FROM notifications
      WHERE imei = ${imei} AND type = 'reminders' ORDER BY id DESC LIMIT 1`,
    );
    expect(row?.data).toMatchObject({ reminder: 'service_due', driven_km: 300, engine_h: 241 });
  });
});
