import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { vehicleGroupPath } from '@armada/domain';
import { buildTestApp, type TestApp } from './test-support/test-app.js';
import { bearer, bodyOf, formPost, orgIdOf } from './test-support/http-helpers.js';
import { vehicles } from './db/schema.js';
import { vehicleGroups } from './modules/vehicle-group/vehicle-group-tables.js';
import { IDEMPOTENCY_HEADER } from './idempotency.js';

let t: TestApp;
let customer: string;
let customer2: string;
const trucks = new Map<string, string>();
beforeAll(async () => {
  t = await buildTestApp();
  customer = await t.tokenOf('customer');
  customer2 = await t.tokenOf('customer2');
  for (const [token, code] of [
    [customer, 'CUS-LOGNUS'],
    [customer2, 'CUS-MAJU'],
  ] as const) {
    const [truck] = await t.ctx.database.db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(eq(vehicles.organization_id, await orgIdOf(t.ctx, code)))
      .limit(1);
    trucks.set(token, String(truck?.id));
  }
});
afterAll(() => t.close());

const add = (token: string, name: string, key?: string) =>
  formPost(
    t.app,
    vehicleGroupPath('add'),
    { name, description: 'Idempotency', vehicle_ids: trucks.get(token) ?? '' },
    { headers: { ...bearer(token), ...(key === undefined ? {} : { [IDEMPOTENCY_HEADER]: key }) } },
  );
const groupsNamed = async (name: string) =>
  Number(
    (await t.ctx.database.db.select({ n: count() }).from(vehicleGroups).where(eq(vehicleGroups.name, name)))[0]?.n,
  );

describe('idempotent writes', () => {
  it('creates once for a key sent twice, and answers the repeat with the first answer', async () => {
    const first = await add(customer, 'Once only', 'add-group-0001');
    const again = await add(customer, 'Once only', 'add-group-0001');
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(bodyOf<{ id: number }>(again).result.id).toBe(bodyOf<{ id: number }>(first).result.id);
    expect(await groupsNamed('Once only')).toBe(1);
  });

  it('creates once when the same request is sent twice at the same moment', async () => {
    const [a, b] = await Promise.all([
      add(customer, 'Double click', 'add-group-0002'),
      add(customer, 'Double click', 'add-group-0002'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual(a.statusCode === b.statusCode ? [200, 200] : [200, 409]);
    expect(await groupsNamed('Double click')).toBe(1);
  });

  it("refuses a key used for another request, a malformed key, and never replays another user's answer", async () => {
    await add(customer, 'First use', 'add-group-0003');
    const other = await add(customer, 'Second use', 'add-group-0003');
    expect(other.statusCode).toBe(422);
    expect(bodyOf<{ message: string }>(other).message).toBe(
      'This Idempotency-Key was already used for another request',
    );
    expect((await add(customer, 'Bad key', 'short')).statusCode).toBe(400);
    expect(await groupsNamed('Bad key')).toBe(0);
    const theirs = await add(customer2, 'First use', 'add-group-0003');
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(await groupsNamed('First use')).toBe(2);
  });

  it('forgets a refused request, so the corrected one may use the same key', async () => {
    const refused = await add(customer, '', 'add-group-0004');
    expect(refused.statusCode).toBe(400);
    const corrected = await add(customer, 'Corrected', 'add-group-0004');
    expect(corrected.statusCode).toBe(200);
    expect(await groupsNamed('Corrected')).toBe(1);
  });

  it('leaves requests without a key as they were', async () => {
    expect((await add(customer, 'No key A')).statusCode).toBe(200);
    expect((await add(customer, 'No key A')).headers['idempotent-replayed']).toBeUndefined();
  });
});
