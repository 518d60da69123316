import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, sql } from 'drizzle-orm';
import {
  CALL_CENTER_CALLS,
  CALL_CENTER_NOTE_MAX,
  MESSAGES,
  type CallCenterHit,
  type CallCenterOrganization,
  type CallCenterUser,
  type IdResult,
  type IncidentDetail,
  type IncidentRow,
  type VehicleMemberChange,
} from '@armada/domain';
import { queryRows } from '../../db/client.js';
import { outbox, vehicles } from '../../db/schema.js';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bearer, bodyOf, formPost, login, orgIdOf, updateUser, userRow } from '../../test-support/http-helpers.js';

let t: TestApp;
let agent = '';

beforeAll(async () => {
  t = await buildTestApp();
  agent = await t.tokenOf('callcenter');
});
afterAll(() => t.close());

const get = (url: string, query: Record<string, string>, token = agent) =>
  t.app.inject({ method: 'GET', url, query, headers: bearer(token) });
const post = (url: string, fields: Record<string, string>, token = agent) =>
  formPost(t.app, url, fields, { headers: bearer(token) });
const idOf = async (username: string) => {
  const row = await userRow(t.ctx, username);
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
};
const lastMail = async () => (await t.ctx.database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1))[0];
const act = async (username: string, action: string, note = 'Caller confirmed name and birth date') =>
  post(CALL_CENTER_CALLS.userAction, { user_id: String(await idOf(username)), action, note });
const auditRows = async (username: string) =>
  queryRows<{ action: string; note: string; agent_name: string }>(
    t.ctx.database.db,
    sql`SELECT action, note, agent_name FROM call_center_actions WHERE target_user_id = ${await idOf(username)} ORDER BY id`,
  );

describe('search', () => {
  it('finds customers, users and vehicles by name, e-mail, plate and IMEI', async () => {
    const hits = (text: string) =>
      get(CALL_CENTER_CALLS.search, { q: text }).then((r) => bodyOf<CallCenterHit[]>(r).result);
    expect((await hits('Logistik')).some((h) => h.kind === 'organization' && h.title === 'PT Logistik Nusantara')).toBe(
      true,
    );
    expect((await hits('customer2@demo')).map((h) => h.kind)).toContain('user');
    const [truck] = await t.ctx.database.db.select().from(vehicles).limit(1);
    if (!truck) throw new Error('no demo vehicle');
    const byImei = await hits(truck.imei);
    expect(byImei.some((h) => h.kind === 'vehicle' && h.id === truck.id)).toBe(true);
  });

  it('never finds administrators, HQ staff or call-centre agents', async () => {
    const hits = bodyOf<CallCenterHit[]>(await get(CALL_CENTER_CALLS.search, { q: 'Administrator' })).result;
    expect(hits.some((h) => h.title.includes('(admin)') || h.title.includes('(root)'))).toBe(false);
    const agents = bodyOf<CallCenterHit[]>(await get(CALL_CENTER_CALLS.search, { q: 'callcenter' })).result;
    expect(agents).toEqual([]);
  });

  it('takes LIKE wildcards literally, refuses short text and other callers', async () => {
    expect(bodyOf<CallCenterHit[]>(await get(CALL_CENTER_CALLS.search, { q: '%%%' })).result).toEqual([]);
    expect(bodyOf<CallCenterHit[]>(await get(CALL_CENTER_CALLS.search, { q: '___' })).result).toEqual([]);
    expect((await get(CALL_CENTER_CALLS.search, { q: 'ab' })).statusCode).toBe(400);
    const customer = await t.tokenOf('customer');
    expect((await get(CALL_CENTER_CALLS.search, { q: 'Logistik' }, customer)).statusCode).toBe(403);
  });
});

describe('organisation page', () => {
  it('shows users with their state, sign-ins, vehicles with their last report and open incidents', async () => {
    await login(t.app, 'customer');
    const org = await orgIdOf(t.ctx, 'CUS-LOGNUS');
    const response = await get(CALL_CENTER_CALLS.organization, { organization_id: String(org) });
    expect(response.statusCode, response.body).toBe(200);
    const page = bodyOf<CallCenterOrganization>(response).result;
    expect(page.name).toBe('PT Logistik Nusantara');
    expect(page.users.find((u) => u.username === 'customer')).toMatchObject({ state: 'active' });
    expect(page.last_sign_ins.some((s) => s.username === 'customer' && s.status === 'success')).toBe(true);
    expect(page.vehicles.length).toBeGreaterThan(0);
    expect(page.vehicles.some((v) => v.last_report !== null)).toBe(true);
    const titles = page.open_incidents.map((incident) => incident.title);
    expect(titles).toContain('Truck shows no position since yesterday');
    expect(titles).not.toContain('Driver app sign-in question');
  });

  it('refuses the HQ organisation', async () => {
    const hq = await orgIdOf(t.ctx, 'ARMADA-HQ');
    expect((await get(CALL_CENTER_CALLS.organization, { organization_id: String(hq) })).statusCode).toBe(404);
  });
});

describe('account actions', () => {
  it('unlocks a locked account, and the unlock is audited with the note', async () => {
    const ip = '10.57.0.1';
    for (let i = 0; i < 5; i++) expect((await login(t.app, 'customer2', 'Wrong#Pass1', ip)).statusCode).toBe(401);
    expect((await login(t.app, 'customer2', undefined, ip)).statusCode).toBe(429);
    const before = bodyOf<CallCenterUser>(
      await get(CALL_CENTER_CALLS.user, { user_id: String(await idOf('customer2')) }),
    ).result;
    expect(before.state).toBe('locked');

    const response = await act('customer2', 'unlock', 'Customer called from the registered phone');
    expect(response.statusCode, response.body).toBe(200);
    expect((await login(t.app, 'customer2', undefined, ip)).statusCode).toBe(200);

    const after = bodyOf<CallCenterUser>(
      await get(CALL_CENTER_CALLS.user, { user_id: String(await idOf('customer2')) }),
    ).result;
    expect(after.state).toBe('active');
    expect(after.audit[0]).toMatchObject({
      action: 'unlock',
      agent_name: 'callcenter',
      note: 'Customer called from the registered phone',
    });
    expect(after.sign_ins.some((s) => s.status === 'unlocked')).toBe(true);
  });

  it('sends the reset mail to the user’s own address and never shows the link to the agent', async () => {
    const response = await act('customer', 'reset_password');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('change-password');
    const mail = await lastMail();
    expect(mail?.to_address).toBe((await userRow(t.ctx, 'customer'))?.email);
    expect(mail?.body).toContain('/change-password?t=');
    expect((await auditRows('customer')).at(-1)).toMatchObject({ action: 'reset_password' });
  });

  it('resends an activation only to an account not yet activated', async () => {
    expect(bodyOf(await act('customer', 'resend_activation'))).toMatchObject({ message: MESSAGES.cannot_process });
    await updateUser(t.ctx, 'driver', { isactive: 0 });
    const response = await act('driver', 'resend_activation');
    expect(response.statusCode, response.body).toBe(200);
    expect((await lastMail())?.subject).toContain('your account is ready');
    expect((await auditRows('driver')).map((row) => row.action)).toEqual(['resend_activation']);
    await updateUser(t.ctx, 'driver', { isactive: 1 });
  });

  it('requires a consent note of bounded length and changes nothing without one', async () => {
    const mails = (await queryRows<{ n: number }>(t.ctx.database.db, sql`SELECT count(*)::int AS n FROM outbox`))[0]?.n;
    for (const note of ['', '   ', 'x'.repeat(CALL_CENTER_NOTE_MAX + 1)]) {
      expect((await act('customer2', 'reset_password', note)).statusCode).toBe(400);
    }
    const after = (await queryRows<{ n: number }>(t.ctx.database.db, sql`SELECT count(*)::int AS n FROM outbox`))[0]?.n;
    expect(after).toBe(mails);
    expect((await auditRows('customer2')).map((row) => row.action)).toEqual(['unlock']);
  });

  it('never acts on administrators, the root account or other call-centre agents', async () => {
    await t.ctx.database.db.execute(
      sql`INSERT INTO users (username, name, email, realm_id, organization_id, isorgadmin, user_access)
        SELECT 'agent2', 'Second agent', 'agent2@demo.armada.local', u.realm_id, u.organization_id, 3,
          '{"use_call_center": true}'::jsonb FROM users u WHERE u.username = 'callcenter'`,
    );
    // An agent in a customer's own organisation, its permission held as 1.
    await t.ctx.database.db.execute(
      sql`INSERT INTO users (username, name, email, realm_id, organization_id, isorgadmin, user_access)
        SELECT 'agent3', 'Customer-side agent', 'agent3@demo.armada.local', u.realm_id, u.organization_id, 3,
          '{"use_call_center": 1}'::jsonb FROM users u WHERE u.username = 'customer'`,
    );
    for (const target of ['admin', 'root', 'agent2', 'agent3', 'callcenter']) {
      for (const action of ['unlock', 'reset_password', 'resend_activation']) {
        expect((await act(target, action)).statusCode, `${action} ${target}`).toBe(404);
      }
      expect((await get(CALL_CENTER_CALLS.user, { user_id: String(await idOf(target)) })).statusCode).toBe(404);
      expect(await auditRows(target)).toEqual([]);
    }
  });
});

describe('change vehicle member', () => {
  it('moves a vehicle to another customer and keeps the reason in its history', async () => {
    const from = await orgIdOf(t.ctx, 'CUS-LOGNUS');
    const to = await orgIdOf(t.ctx, 'CUS-MAJU');
    const [truck] = await queryRows<{ id: number }>(
      t.ctx.database.db,
      sql`SELECT id FROM vehicles WHERE organization_id = ${from} ORDER BY id LIMIT 1`,
    );
    if (!truck) throw new Error('no vehicle');
    const move = (organization: number, reason = 'Sold to PT Maju, confirmed by both owners') =>
      post(CALL_CENTER_CALLS.changeVehicleMember, {
        vehicle_id: String(truck.id),
        organization_id: String(organization),
        reason,
      });
    expect((await move(to, '')).statusCode).toBe(400);
    expect((await move(await orgIdOf(t.ctx, 'DLR-JKT'))).statusCode).toBe(400);
    expect((await move(await orgIdOf(t.ctx, 'ARMADA-HQ'))).statusCode).toBe(400);
    expect((await move(from)).statusCode).toBe(409);

    const response = await move(to);
    expect(response.statusCode, response.body).toBe(200);
    const [moved] = await queryRows<{ organization_id: number }>(
      t.ctx.database.db,
      sql`SELECT organization_id FROM vehicles WHERE id = ${truck.id}`,
    );
    expect(moved?.organization_id).toBe(to);
    const history = bodyOf<VehicleMemberChange[]>(
      await get(CALL_CENTER_CALLS.vehicleMembers, { vehicle_id: String(truck.id) }),
    ).result;
    expect(history[0]).toMatchObject({
      from_name: 'PT Logistik Nusantara',
      reason: 'Sold to PT Maju, confirmed by both owners',
      agent_name: 'callcenter',
    });
  });
});

describe('incidents', () => {
  const create = async (fields: Record<string, string> = {}) => {
    const response = await post(CALL_CENTER_CALLS.createIncident, {
      organization_id: String(await orgIdOf(t.ctx, 'CUS-LOGNUS')),
      title: 'GPS shows no position',
      ...fields,
    });
    expect(response.statusCode, response.body).toBe(200);
    return bodyOf<IdResult>(response).result.id;
  };
  const move = (id: number, to: string, note = 'Step noted') =>
    post(CALL_CENTER_CALLS.moveIncident, { id: String(id), to, note });
  const detail = async (id: number) =>
    bodyOf<IncidentDetail>(await get(CALL_CENTER_CALLS.incident, { id: String(id) })).result;

  it('goes open → assigned → in progress → resolved → closed, every step and note in the trail', async () => {
    const id = await create();
    expect((await detail(id)).next_states).toEqual(['assigned', 'closed']);
    const refused = await move(id, 'in_progress');
    expect(refused.statusCode).toBe(409);
    expect(bodyOf(refused).message).toBe('Can not be processed');
    for (const to of ['assigned', 'in_progress']) expect((await move(id, to)).statusCode).toBe(200);
    expect(
      (await post(CALL_CENTER_CALLS.noteIncident, { id: String(id), note: 'Technician on site' })).statusCode,
    ).toBe(200);
    for (const to of ['resolved', 'closed']) expect((await move(id, to)).statusCode).toBe(200);
    const done = await detail(id);
    expect(done.state).toBe('closed');
    expect(done.next_states).toEqual([]);
    expect(done.assigned_to_name).toBe('Call Centre Agent');
    expect(done.events.map((e) => (e.kind === 'moved' ? e.to_state : e.kind))).toEqual([
      'created',
      'assigned',
      'in_progress',
      'note',
      'resolved',
      'closed',
    ]);
    expect(done.events.every((e) => e.user_name === 'callcenter')).toBe(true);
    const late = await post(CALL_CENTER_CALLS.noteIncident, { id: String(id), note: 'Too late' });
    expect(late.statusCode).toBe(409);
    expect((await move(id, 'open')).statusCode).toBe(409);
    const open = bodyOf<IncidentRow[]>(await get(CALL_CENTER_CALLS.incidents, { state: 'closed' })).result;
    expect(open.some((row) => row.id === id)).toBe(true);
  });

  it('starts work on an incident booked for another day with "This services is not for today"', async () => {
    const id = await create({ scheduled_for: '2099-01-01' });
    expect((await move(id, 'assigned')).statusCode).toBe(200);
    const refused = await move(id, 'in_progress');
    expect(refused.statusCode).toBe(409);
    expect(bodyOf(refused).message).toBe('This services is not for today');
    expect((await detail(id)).state).toBe('assigned');
  });

  it('refuses a vehicle of another customer, the HQ organisation and other callers', async () => {
    const other = await queryRows<{ id: number }>(
      t.ctx.database.db,
      sql`SELECT id FROM vehicles WHERE organization_id <> ${await orgIdOf(t.ctx, 'CUS-LOGNUS')} LIMIT 1`,
    );
    const response = await post(CALL_CENTER_CALLS.createIncident, {
      organization_id: String(await orgIdOf(t.ctx, 'CUS-LOGNUS')),
      vehicle_id: String(other[0]?.id ?? 1),
      title: 'x',
    });
    expect(response.statusCode).toBe(400);
    const hq = await post(CALL_CENTER_CALLS.createIncident, {
      organization_id: String(await orgIdOf(t.ctx, 'ARMADA-HQ')),
      title: 'x',
    });
    expect(hq.statusCode).toBe(400);
    const customer = await t.tokenOf('customer');
    expect((await get(CALL_CENTER_CALLS.incidents, {}, customer)).statusCode).toBe(403);
  });
});
