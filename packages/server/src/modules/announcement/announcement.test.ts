import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  VEHICLE_ACTIVATION_PATHS,
  type Announcement,
  type AnnouncementBanner,
  type NotificationRow,
} from '@armada/domain';
import { queryRows } from '../../db/client.js';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { vehicles } from '../../db/schema.js';
import { bearer, bodyOf, getAs, login, orgIdOf, userRow } from '../../test-support/http-helpers.js';
import { publishDueAnnouncements } from './announcement-publisher.js';
import { sendExpiryReminders } from './expiry-reminders.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const BASE = '/api/notification/announcement';
type Reply = Awaited<ReturnType<TestApp['app']['inject']>>;

const send = async (username: string, method: 'POST' | 'PUT', url: string, body: unknown) =>
  t.app.inject({ method, url: `${BASE}/${url}`, headers: bearer(await t.tokenOf(username)), payload: body as object });
const post = async (username: string, url: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: bearer(await t.tokenOf(username)), payload: body });
const add = (username: string, body: unknown) => send(username, 'POST', 'add_announcement', body);
const edit = (username: string, body: unknown) => send(username, 'PUT', 'edit_announcement', body);
const get = async (username: string, url: string) => getAs(t.app, await t.tokenOf(username), `${BASE}/${url}`);
const list = async (username: string) =>
  bodyOf<{ data: Announcement[] }>(await get(username, 'list_announcement?limit=100')).result.data;
const banners = async (username: string) =>
  bodyOf<AnnouncementBanner[]>(await get(username, 'current_announcement')).result;
const idOf = (response: Reply) => bodyOf<{ id: number }>(response).result.id;
const codeOf = (response: Reply) => (response.json() as { code?: string }).code;
const publish = (now?: Date) => publishDueAnnouncements({ db: t.ctx.database.db, bus: t.ctx.bus }, now);

/** The notifications a user finds in a tab, through the notification centre's own call. */
async function notes(username: string, filter: 'info' | 'promo') {
  const response = await getAs(
    t.app,
    await t.tokenOf(username),
    `/api/notification/notification/list_notification?filter=${filter}&limit=100`,
  );
  return bodyOf<{ data: NotificationRow[] }>(response).result.data;
}
const about = (rows: NotificationRow[], id: number) => rows.filter((row) => row.data.announcement_id === id);

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

describe('announcements: audience scoping', () => {
  let dealerNote: number;
  let everyone: number;

  it('a dealer addresses its own customers: they see it in list, view, banner and notifications; the other dealer’s never', async () => {
    const response = await add('dealer', { title: 'Service week', body: 'Free **check-up** at Jakarta Timur' });
    expect(response.statusCode).toBe(200);
    dealerNote = idOf(response);
    // Published now: told at once.
    expect((await notes('customer', 'info')).map((row) => row.data.announcement_id)).toContain(dealerNote);
    expect((await list('customer')).map((row) => row.id)).toContain(dealerNote);
    expect((await get('customer', `view_announcement?id=${dealerNote}`)).statusCode).toBe(200);
    expect((await banners('customer')).map((row) => row.id)).toContain(dealerNote);
    // customer2 is a customer of the other dealer.
    expect(about(await notes('customer2', 'info'), dealerNote)).toHaveLength(0);
    expect((await list('customer2')).map((row) => row.id)).not.toContain(dealerNote);
    expect((await get('customer2', `view_announcement?id=${dealerNote}`)).statusCode).toBe(404);
    expect((await banners('customer2')).map((row) => row.id)).not.toContain(dealerNote);
    expect((await list('dealer2')).map((row) => row.id)).not.toContain(dealerNote);
    expect((await send('customer2', 'POST', 'dismiss_announcement', { id: dealerNote })).statusCode).toBe(404);
  });

  it('a dealer may not address an organisation beyond its customers, nor edit or delete another’s announcement', async () => {
    const other = await orgIdOf(t.ctx, 'CUS-MAJU');
    const response = await add('dealer', { title: 'Stray', organization_ids: String(other) });
    expect(response.statusCode).toBe(404);
    expect((await list('admin')).map((row) => row.title)).not.toContain('Stray');
    expect((await edit('dealer2', { id: dealerNote, title: 'Taken over' })).statusCode).toBe(404);
    const removal = await t.app.inject({
      method: 'DELETE',
      url: `${BASE}/delete_announcement?id=${dealerNote}`,
      headers: bearer(await t.tokenOf('dealer2')),
    });
    expect(removal.statusCode).toBe(404);
    expect((await list('admin')).find((row) => row.id === dealerNote)?.title).toBe('Service week');
  });

  it('the brand addresses a realm: every customer-realm user of every dealer, not the dealers', async () => {
    const response = await add('admin', { title: 'Portal upgrade', realm_ids: '3' });
    everyone = idOf(response);
    expect(about(await notes('customer', 'info'), everyone)).toHaveLength(1);
    expect(about(await notes('customer2', 'info'), everyone)).toHaveLength(1);
    expect(about(await notes('dealer', 'info'), everyone)).toHaveLength(0);
    const row = (await list('admin')).find((item) => item.id === everyone);
    expect(row).toMatchObject({ state: 'live', realm_ids: [3], promo: false });
  });

  it('refuses bad input, no token, a missing permission, a bad period and an unknown realm, writing nothing', async () => {
    const before = (await list('admin')).length;
    expect((await add('admin', { title: '' })).statusCode).toBe(400);
    expect((await add('admin', { title: 'x', extra: 1 })).statusCode).toBe(400);
    const period = await add('admin', {
      title: 'Backwards',
      publish_at: iso(Date.now() + HOUR),
      end_at: iso(Date.now()),
    });
    expect(codeOf(period)).toBe('announcement_period_invalid');
    expect(codeOf(await add('admin', { title: 'Realmless', realm_ids: '99' }))).toBe('announcement_realm_invalid');
    expect((await add('customer', { title: 'Not mine' })).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: `${BASE}/add_announcement`, payload: { title: 'x' } });
    expect(anonymous.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/current_announcement` })).statusCode).toBe(401);
    expect((await get('driver', 'list_announcement')).statusCode).toBe(403);
    expect((await list('admin')).length).toBe(before);
  });
});

describe('announcements: publishing, end time, dismissal', () => {
  it('a scheduled announcement is told once when its time comes, however often the job runs', async () => {
    const at = Date.now() + 2 * HOUR;
    const id = idOf(await add('admin', { title: 'Scheduled promo', promo: true, publish_at: iso(at) }));
    expect(about(await notes('customer', 'promo'), id)).toHaveLength(0);
    expect((await list('customer')).map((row) => row.id)).not.toContain(id);
    expect((await list('admin')).find((row) => row.id === id)?.state).toBe('scheduled');
    const first = await publish(new Date(at + 1000));
    expect(first).toBeGreaterThan(0);
    await Promise.all([publish(new Date(at + 2000)), publish(new Date(at + 3000))]);
    const [counted] = await queryRows<{ n: number }>(
      t.ctx.database.db,
      sql`SELECT count(*)::int AS n FROM notifications WHERE (data->>'announcement_id')::int = ${id}`,
    );
    expect(counted?.n).toBe(first);
    const customer = await userRow(t.ctx, 'customer');
    const [mine] = await queryRows<{ n: number }>(
      t.ctx.database.db,
      sql`SELECT count(*)::int AS n FROM notifications WHERE (data->>'announcement_id')::int = ${id} AND user_id = ${customer.id}`,
    );
    expect(mine?.n).toBe(1);
  });

  it('an ended announcement is no banner, and one ended before its time is never told', async () => {
    const id = idOf(await add('admin', { title: 'Short notice', end_at: iso(Date.now() + HOUR) }));
    expect((await banners('customer')).map((row) => row.id)).toContain(id);
    await edit('admin', { id, publish_at: iso(Date.now() - 2 * HOUR), end_at: iso(Date.now() - HOUR) });
    expect((await banners('customer')).map((row) => row.id)).not.toContain(id);
    expect((await list('admin')).find((row) => row.id === id)?.state).toBe('ended');
    const late = idOf(
      await add('admin', { title: 'Too late', publish_at: iso(Date.now() + HOUR), end_at: iso(Date.now() + 2 * HOUR) }),
    );
    await publish(new Date(Date.now() + 3 * HOUR));
    expect(about(await notes('customer', 'info'), late)).toHaveLength(0);
  });

  it('a dismissed banner stays dismissed for that user only', async () => {
    const id = idOf(await add('admin', { title: 'Dismiss me' }));
    expect((await send('customer', 'POST', 'dismiss_announcement', { id })).statusCode).toBe(200);
    expect((await send('customer', 'POST', 'dismiss_announcement', { id })).statusCode).toBe(200);
    expect((await banners('customer')).map((row) => row.id)).not.toContain(id);
    expect((await banners('customer2')).map((row) => row.id)).toContain(id);
    expect((await send('customer', 'POST', 'dismiss_announcement', { id: 2_000_000 })).statusCode).toBe(404);
  });
});

describe('info notifications from their events', () => {
  it('privacy_policy: a super admin approving the policy tells its organisation’s administrators, nobody else', async () => {
    const refusal = bodyOf<{ t: string }>(await login(t.app, 'nopolicy'));
    const approve = `/api/user/user/privacy_policy_user?t=${encodeURIComponent(refusal.result.t)}`;
    expect((await t.app.inject({ method: 'POST', url: approve })).statusCode).toBe(200);
    const told = await queryRows<{ username: string }>(
      t.ctx.database.db,
      sql`SELECT u.username FROM notifications n JOIN users u ON u.id = n.user_id
        WHERE n.type = 'privacy_policy' AND n.data->>'event' = 'approved'`,
    );
    expect(told.map((row) => row.username)).toEqual(['nopolicy']);
  });

  it('disclaimer: the owner accepting it tells the owner’s and its dealer’s administrators, not the other dealer', async () => {
    const [vehicle] = await t.ctx.database.db
      .insert(vehicles)
      .values({
        imei: '357880000000052',
        organization_id: await orgIdOf(t.ctx, 'CUS-LOGNUS'),
        vehicle_name: 'Disclaimer truck',
        vehicle_number: 'B 52 DSC',
        chassis_number: 'CH-ANNOUNCE-52',
        activation_status: '0',
        activation_date: null,
      })
      .returning({ id: vehicles.id });
    const vehicleId = vehicle?.id ?? 0;
    expect((await post('dealer', VEHICLE_ACTIVATION_PATHS.resend, { vehicle_id: vehicleId })).statusCode).toBe(200);
    expect((await post('customer', VEHICLE_ACTIVATION_PATHS.accept, { vehicle_id: vehicleId })).statusCode).toBe(200);
    const accepted = (rows: NotificationRow[]) =>
      rows.filter(
        (row) => row.type === 'disclaimer' && row.data.event === 'accepted' && row.data.vehicle_id === vehicleId,
      );
    expect(accepted(await notes('dealer', 'info'))).toHaveLength(1);
    expect(accepted(await notes('customer', 'info'))).toHaveLength(1);
    expect(accepted(await notes('dealer2', 'info'))).toHaveLength(0);
  });

  it('reminders: a vehicle whose STNK expires within 30 days is reminded once per expiry date', async () => {
    const org = await orgIdOf(t.ctx, 'CUS-LOGNUS');
    const [vehicle] = await queryRows<{ id: number }>(
      t.ctx.database.db,
      sql`SELECT id FROM vehicles WHERE organization_id = ${org} ORDER BY id LIMIT 1`,
    );
    if (!vehicle) throw new Error('no vehicle');
    const now = Date.parse('2030-03-01T03:00:00Z');
    await t.ctx.database.db.execute(
      sql`UPDATE vehicles SET stnk_valid_until = '2030-03-20', license_valid_until = NULL WHERE id = ${vehicle.id}`,
    );
    const teller = { db: t.ctx.database.db, bus: t.ctx.bus };
    const zone = t.ctx.config.reports.zone;
    const mine = async () =>
      (await notes('customer', 'info')).filter(
        (row) => row.type === 'reminders' && row.data.valid_until === '2030-03-20',
      );
    expect(await sendExpiryReminders(teller, zone, now)).toBeGreaterThan(0);
    expect(await mine()).toHaveLength(1);
    await sendExpiryReminders(teller, zone, now + 24 * HOUR);
    expect(await mine()).toHaveLength(1);
    expect((await notes('customer2', 'info')).filter((row) => row.type === 'reminders')).toHaveLength(0);
    // A renewed date is reminded again when it nears.
    await t.ctx.database.db.execute(sql`UPDATE vehicles SET stnk_valid_until = '2030-03-25' WHERE id = ${vehicle.id}`);
    await sendExpiryReminders(teller, zone, now + 48 * HOUR);
    expect((await notes('customer', 'info')).filter((row) => row.data.valid_until === '2030-03-25')).toHaveLength(1);
  });

  it("reminders: a driver's own licence expiring within 30 days is reminded once, to its organisation", async () => {
    const org = await orgIdOf(t.ctx, 'CUS-LOGNUS');
    const [driver] = await queryRows<{ id: number; name: string }>(
      t.ctx.database.db,
      sql`INSERT INTO drivers (organization_id, name, licence_number, licence_valid_until)
        VALUES (${org}, 'Uji Pengingat', 'SIM-REMIND', '2031-05-10') RETURNING id, name`,
    );
    if (!driver) throw new Error('driver not stored');
    const teller = { db: t.ctx.database.db, bus: t.ctx.bus };
    const zone = t.ctx.config.reports.zone;
    const about = async (who: string) =>
      (await notes(who, 'info')).filter((row) => row.type === 'reminders' && row.data.driver_id === driver.id);
    // 41 days before: not yet; 21 days before: once, however often the job runs.
    await sendExpiryReminders(teller, zone, Date.parse('2031-03-30T03:00:00Z'));
    expect(await about('customer')).toHaveLength(0);
    await sendExpiryReminders(teller, zone, Date.parse('2031-04-19T03:00:00Z'));
    await sendExpiryReminders(teller, zone, Date.parse('2031-04-20T03:00:00Z'));
    const rows = await about('customer');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.data).toMatchObject({
      reminder: 'driver_licence',
      driver: 'Uji Pengingat',
      valid_until: '2031-05-10',
    });
    expect(rows[0]?.imei ?? null).toBeNull();
    expect(await about('customer2')).toHaveLength(0);
  });
});
