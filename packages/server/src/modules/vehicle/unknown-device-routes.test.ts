import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unknownDevices } from '../../db/schema.js';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bodyOf, getAs } from '../../test-support/http-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.ctx.database.db
    .insert(unknownDevices)
    .values({ imei: '359633100000001', family: 'teltonika', remote_address: '10.0.0.9' });
});
afterAll(() => t.close());

const URL = '/api/vehicle/device/list_unknown_device?page=1&limit=10';

describe('unknown devices', () => {
  it('lists refused trackers for administrators', async () => {
    const response = await getAs(t.app, await t.tokenOf('admin'), URL);
    expect(response.statusCode).toBe(200);
    const body = bodyOf<{ data: { imei: string; family: string; attempts: number }[]; total_data: number }>(response);
    expect(body.result.total_data).toBe(1);
    expect(body.result.data[0]).toMatchObject({ imei: '359633100000001', family: 'teltonika', attempts: 1 });
  });

  it('refuses a dealer (who may add vehicles but sees no other organisation) and a plain user', async () => {
    expect((await getAs(t.app, await t.tokenOf('dealer'), URL)).statusCode).toBe(403);
    expect((await getAs(t.app, await t.tokenOf('driver'), URL)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });
});
