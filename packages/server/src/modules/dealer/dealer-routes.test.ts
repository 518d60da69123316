import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DealerRow, DealerSetRow } from '@armada/domain';
import { eq } from 'drizzle-orm';
import { seedDealers } from '../../demo/seeds/seed-dealers.js';
import { dealerGroups } from './dealer-tables.js';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bodyOf, getAs, orgIdOf } from '../../test-support/http-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

type Page<T> = { data: T[]; total_data: number; page: number; limit: number };
const as = async (username: string, url: string) => getAs(t.app, await t.tokenOf(username), `/api/user/${url}`);
const page = async <T>(username: string, url: string) => bodyOf<Page<T>>(await as(username, url)).result;

describe('GET user_org/list_user_org_dealer', () => {
  it('gives administrators every dealer with position, group, area and customer count, by code', async () => {
    const dealers = await page<DealerRow>('admin', 'user_org/list_user_org_dealer?all=true');
    expect(dealers.data.map((d) => d.code)).toEqual(['DLR-JKT', 'DLR-SBY']);
    expect(dealers.data[0]).toMatchObject({
      name: 'Dealer Jakarta Timur',
      dealer_group_name: 'Nusantara Motor Group',
      org_area_name: 'Jabodetabek',
      customer_count: 2,
    });
    expect(dealers.data[0]?.latitude).toBeCloseTo(-6.19, 1);
    expect(dealers.data[1]).toMatchObject({ org_area_name: 'Jawa Timur', customer_count: 3 });
  });

  it('gives a dealer only itself', async () => {
    const dealers = await page<DealerRow>('dealer2', 'user_org/list_user_org_dealer');
    expect(dealers.data.map((d) => d.code)).toEqual(['DLR-SBY']);
    expect(dealers.total_data).toBe(1);
  });

  it('filters by group or area, searches, sorts and pages', async () => {
    const { db } = t.ctx.database;
    const [group] = await db.select().from(dealerGroups).where(eq(dealerGroups.code, 'GRP-SURYA'));
    const inGroup = await page<DealerRow>('admin', `user_org/list_user_org_dealer?filter=dealer_group_id:${group?.id}`);
    expect(inGroup.data.map((d) => d.code)).toEqual(['DLR-SBY']);
    expect((await page<DealerRow>('admin', 'user_org/list_user_org_dealer?search=bekasi')).data).toHaveLength(1);
    const sorted = await page<DealerRow>('admin', 'user_org/list_user_org_dealer?sort_by=-customer_count&limit=1');
    expect(sorted).toMatchObject({ total_data: 2, limit: 1 });
    expect(sorted.data.map((d) => d.code)).toEqual(['DLR-SBY']);
  });

  it('refuses bad parameters, no token and a caller without view_dealer', async () => {
    for (const query of ['filter=realm_id:1', 'filter=org_area_id:x', 'sort_by=password', 'limit=0']) {
      expect((await as('admin', `user_org/list_user_org_dealer?${query}`)).statusCode, query).toBe(400);
    }
    expect((await as('customer', 'user_org/list_user_org_dealer')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/user_org/list_user_org_dealer' })).statusCode).toBe(
      401,
    );
  });
});

describe('GET user_org/view_user_org_dealer', () => {
  it('shows a dealer itself and answers 404 for another dealer or a customer', async () => {
    const jkt = await orgIdOf(t.ctx, 'DLR-JKT');
    const own = await as('dealer', `user_org/view_user_org_dealer?id=${jkt}`);
    expect(bodyOf<DealerRow>(own).result).toMatchObject({
      code: 'DLR-JKT',
      address: 'Jl. Raya Bekasi KM 21, Jakarta Timur',
    });
    const sby = await orgIdOf(t.ctx, 'DLR-SBY');
    expect((await as('dealer', `user_org/view_user_org_dealer?id=${sby}`)).statusCode).toBe(404);
    const lognus = await orgIdOf(t.ctx, 'CUS-LOGNUS');
    expect((await as('admin', `user_org/view_user_org_dealer?id=${lognus}`)).statusCode).toBe(404);
    expect((await as('admin', 'user_org/view_user_org_dealer?id=0')).statusCode).toBe(400);
  });
});

describe('GET user_org/list_dealer_group and org_area/list_org_area', () => {
  it('lists every group and area to administrators with their dealer counts', async () => {
    const groups = await page<DealerSetRow>('admin', 'user_org/list_dealer_group');
    expect(groups.data.map((g) => [g.code, g.dealer_count])).toEqual([
      ['GRP-MANDIRI', 0],
      ['GRP-NUSANTARA', 1],
      ['GRP-SURYA', 1],
    ]);
    const areas = await page<DealerSetRow>('admin', 'org_area/list_org_area');
    expect(areas.total_data).toBe(7);
    expect(areas.data.find((a) => a.code === 'JABODETABEK')?.dealer_count).toBe(1);
    const jawa = await page<DealerSetRow>('admin', 'org_area/list_org_area?search=jawa&limit=2&page=2');
    expect(jawa).toMatchObject({ total_data: 3, page: 2 });
    expect(jawa.data.map((a) => a.code)).toEqual(['JATIM']);
  });

  it('shows a dealer only the group and area it belongs to', async () => {
    expect((await page<DealerSetRow>('dealer', 'user_org/list_dealer_group')).data.map((g) => g.code)).toEqual([
      'GRP-NUSANTARA',
    ]);
    expect((await page<DealerSetRow>('dealer', 'org_area/list_org_area')).data.map((a) => a.code)).toEqual([
      'JABODETABEK',
    ]);
  });

  it('needs a token and view_dealer, and refuses bad paging', async () => {
    expect((await as('customer', 'org_area/list_org_area')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/org_area/list_org_area' })).statusCode).toBe(401);
    expect((await as('admin', 'user_org/list_dealer_group?page=0')).statusCode).toBe(400);
  });

  it('seeds again without adding anything', async () => {
    await seedDealers(t.ctx.database.db);
    expect((await page<DealerSetRow>('admin', 'user_org/list_dealer_group')).total_data).toBe(3);
  });
});
