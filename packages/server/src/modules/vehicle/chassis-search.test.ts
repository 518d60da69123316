import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { ChassisSearchResult } from '@armada/domain';
import { chassisRegistry, vehicles } from '../../db/schema.js';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bodyOf, getAs, orgIdOf } from '../../test-support/http-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const search = async (username: string, chassis: string) =>
  bodyOf<ChassisSearchResult>(
    await getAs(t.app, await t.tokenOf(username), `/api/vehicle/vehicle/search_chassis?chassis_number=${chassis}`),
  ).result;

/** A registered demo vehicle's chassis (one the registry knows) of an organisation. */
async function chassisOf(code: string): Promise<string> {
  const rows = await t.ctx.database.db
    .select({ chassis: vehicles.chassis_number })
    .from(vehicles)
    .innerJoin(chassisRegistry, eq(chassisRegistry.chassis_number, vehicles.chassis_number))
    .where(eq(vehicles.organization_id, await orgIdOf(t.ctx, code)))
    .limit(1);
  const chassis = rows[0]?.chassis;
  if (!chassis) throw new Error(`no registered chassis for ${code}`);
  return chassis;
}

describe('L9: search_chassis across tenants', () => {
  it("answers another tenant's chassis with the refusal alone: no engine number, no record", async () => {
    const foreign = await chassisOf('EU4-OPS');
    const answer = await search('dealer', foreign);
    expect(answer).toEqual({ chassis_number: foreign, registrable: false, refusal: expect.any(String) });
    expect(['chassis_registered', 'chassis_paired', 'chassis_registering']).toContain(answer.refusal);
    // Root and the brand's administrators see every vehicle, so they get the record.
    expect((await search('admin', foreign)).engine_number).toBeDefined();
  });

  it("gives a dealer the record of its customers' chassis and of a free one", async () => {
    const own = await chassisOf('CUS-SINAR');
    const mine = await search('dealer', own);
    expect(mine).toMatchObject({ chassis_number: own, registrable: false, model: expect.any(String) });
    expect(mine.engine_number).toBeDefined();
    const [free] = await t.ctx.database.db
      .select({ chassis: chassisRegistry.chassis_number })
      .from(chassisRegistry)
      .leftJoin(vehicles, eq(vehicles.chassis_number, chassisRegistry.chassis_number))
      .where(and(isNull(vehicles.id), isNotNull(chassisRegistry.engine_number)))
      .limit(1);
    const unregistered = await search('dealer', free?.chassis ?? '');
    expect(unregistered).toMatchObject({ registrable: true, refusal: null, engine_number: expect.any(String) });
  });
});
