import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MESSAGES, SHARE_CALLS, type ShareCreated, type SharedLocation, type ShareLinkRow } from '@armada/domain';
import { queryRows } from '../../db/client.js';
import { vehicles } from '../../db/schema.js';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bearer, bodyOf, decodeToken, formPost } from '../../test-support/http-helpers.js';
import { insertState } from '../../test-support/vehicle-fixtures.js';
import { pruneShareLinks } from './share-repository.js';

let t: TestApp;
let customer = '';
let other = '';
let ownVehicle = 0;
let otherVehicle = 0;

async function vehicleOf(organizationId: number, imei: string, name: string): Promise<number> {
  const [row] = await t.ctx.database.db
    .insert(vehicles)
    .values({ imei, organization_id: organizationId, vehicle_name: name, vehicle_number: 'B 1515 SH' })
    .returning({ id: vehicles.id });
  if (!row) throw new Error('vehicle not inserted');
  await insertState(t.ctx, imei, { lat: -6.2, lng: 106.8, speed: 42, head: 180 });
  return row.id;
}

beforeAll(async () => {
  t = await buildTestApp();
  customer = await t.tokenOf('customer');
  other = await t.tokenOf('customer2');
  expect(decodeToken(customer).organization_id).not.toBe(decodeToken(other).organization_id);
  ownVehicle = await vehicleOf(decodeToken(customer).organization_id, '861150000015001', 'Shared truck');
  otherVehicle = await vehicleOf(decodeToken(other).organization_id, '861150000015002', 'Other truck');
});
afterAll(() => t.close());

const create = (token: string, fields: Record<string, string>) =>
  formPost(t.app, SHARE_CALLS.create, fields, { headers: bearer(token) });
const list = async (vehicleId: number) =>
  bodyOf<ShareLinkRow[]>(
    await t.app.inject({
      method: 'GET',
      url: SHARE_CALLS.list,
      query: { vehicle_id: String(vehicleId) },
      headers: bearer(customer),
    }),
  ).result;
const open = (link: string) =>
  t.app.inject({
    method: 'GET',
    url: SHARE_CALLS.location,
    query: { token: new URL(link, 'http://x').searchParams.get('token') ?? '' },
    headers: { 'user-agent': 'share-test' },
  });
const uses = async () =>
  (await queryRows<{ n: number }>(t.ctx.database.db, sql`SELECT count(*)::int AS n FROM share_link_uses`))[0]?.n;

async function newLink(duration = '1h'): Promise<ShareCreated> {
  const response = await create(customer, { vehicle_id: String(ownVehicle), duration });
  expect(response.statusCode, response.body).toBe(200);
  return bodyOf<ShareCreated>(response).result;
}

describe('share links', () => {
  it('makes a link that shows the vehicle without sign-in and logs each use', async () => {
    const before = Date.now();
    const link = await newLink('6h');
    expect(link.url).toMatch(/^\/share_location\?token=[A-Za-z0-9_-]{43}$/);
    const expiry = new Date(link.expires_at).getTime() - before;
    expect(expiry).toBeGreaterThanOrEqual(6 * 3_600_000 - 1000);
    expect(expiry).toBeLessThanOrEqual(6 * 3_600_000 + 5000);
    // Only a digest is stored.
    const token = new URL(link.url, 'http://x').searchParams.get('token') ?? '';
    const stored = await queryRows<{ token_hash: string }>(
      t.ctx.database.db,
      sql`SELECT token_hash FROM share_links WHERE id = ${link.id}`,
    );
    expect(stored[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]?.token_hash).not.toContain(token);

    const usesBefore = await uses();
    const response = await open(link.url);
    expect(response.statusCode, response.body).toBe(200);
    const shown = bodyOf<SharedLocation>(response).result;
    expect(shown).toMatchObject({ vehicle_name: 'Shared truck', vehicle_number: 'B 1515 SH' });
    expect(shown.position).toMatchObject({ lat: -6.2, lng: 106.8, speed: 42, heading: 180 });
    expect(Object.keys(shown).sort()).toEqual(['expires_at', 'position', 'vehicle_name', 'vehicle_number']);
    expect(await uses()).toBe((usesBefore ?? 0) + 1);
    const logged = await queryRows<{ user_agent: string; ip: string }>(
      t.ctx.database.db,
      sql`SELECT user_agent, ip FROM share_link_uses WHERE link_id = ${link.id}`,
    );
    expect(logged).toEqual([{ user_agent: 'share-test', ip: expect.any(String) as string }]);

    const rows = await list(ownVehicle);
    const row = rows.find((r) => r.id === link.id);
    expect(row).toMatchObject({ active: true, uses: 1, revoked_at: null });
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("refuses another organisation's vehicle as not found", async () => {
    const response = await create(customer, { vehicle_id: String(otherVehicle), duration: '1h' });
    expect(response.statusCode).toBe(404);
    const listed = await t.app.inject({
      method: 'GET',
      url: SHARE_CALLS.list,
      query: { vehicle_id: String(otherVehicle) },
      headers: bearer(customer),
    });
    expect(listed.statusCode).toBe(404);
  });

  it('answers 404 with one message once revoked, logging nothing', async () => {
    const link = await newLink();
    // Another organisation can not revoke it.
    const foreign = await formPost(t.app, SHARE_CALLS.revoke, { id: String(link.id) }, { headers: bearer(other) });
    expect(foreign.statusCode).toBe(404);
    expect((await open(link.url)).statusCode).toBe(200);
    const revoked = await formPost(t.app, SHARE_CALLS.revoke, { id: String(link.id) }, { headers: bearer(customer) });
    expect(revoked.statusCode, revoked.body).toBe(200);
    const usesBefore = await uses();
    const response = await open(link.url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'share_link_unavailable', message: MESSAGES.share_link_unavailable });
    expect(await uses()).toBe(usesBefore);
    expect((await list(ownVehicle)).find((r) => r.id === link.id)).toMatchObject({ active: false });
  });

  it('answers 404 once expired, and for an unknown token', async () => {
    const link = await newLink('3d');
    await t.ctx.database.db.execute(
      sql`UPDATE share_links SET expires_at = now() - interval '1 minute' WHERE id = ${link.id}`,
    );
    const expired = await open(link.url);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toMatchObject({ code: 'share_link_unavailable' });
    const unknown = await open(`/share_location?token=${'A'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'share_link_unavailable' });
  });

  it('prunes links that ended more than 90 days ago, with their uses, and keeps the others', async () => {
    const old = await newLink('1h');
    const recent = await newLink('1h');
    expect((await open(old.url)).statusCode).toBe(200);
    const db = t.ctx.database.db;
    await db.execute(sql`UPDATE share_links SET expires_at = now() - interval '91 days' WHERE id = ${old.id}`);
    await db.execute(sql`UPDATE share_links SET revoked_at = now() - interval '89 days' WHERE id = ${recent.id}`);
    expect(await pruneShareLinks(db)).toBe(1);
    const left = await queryRows<{ id: number }>(
      db,
      sql`SELECT id FROM share_links WHERE id IN (${old.id}, ${recent.id})`,
    );
    expect(left.map((row) => row.id)).toEqual([recent.id]);
    const [orphans] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM share_link_uses WHERE link_id = ${old.id}`,
    );
    expect(orphans?.n).toBe(0);
  });

  it('stops showing a truck once it moved to another customer', async () => {
    const link = await newLink('24h');
    expect((await open(link.url)).statusCode).toBe(200);
    const owner = decodeToken(customer).organization_id;
    const moveTo = async (org: number) =>
      t.ctx.database.db.execute(sql`UPDATE vehicles SET organization_id = ${org} WHERE id = ${ownVehicle}`);
    await moveTo(decodeToken(other).organization_id);
    try {
      expect((await open(link.url)).statusCode).toBe(404);
    } finally {
      await moveTo(owner);
    }
    expect((await open(link.url)).statusCode).toBe(200);
  });

  it('refuses an unknown field, a duration off the list and a call without sign-in', async () => {
    const extra = await create(customer, { vehicle_id: String(ownVehicle), duration: '1h', token: 'mine' });
    expect(extra.statusCode).toBe(400);
    const week = await create(customer, { vehicle_id: String(ownVehicle), duration: '7d' });
    expect(week.statusCode).toBe(400);
    const anonymous = await formPost(t.app, SHARE_CALLS.create, { vehicle_id: String(ownVehicle), duration: '1h' });
    expect(anonymous.statusCode).toBe(401);
  });
});
