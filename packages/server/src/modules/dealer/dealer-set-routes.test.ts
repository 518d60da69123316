import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DealerRow, DealerSetRow, DealerSetView } from '@armada/domain';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bearer, bodyOf, formPost, getAs, orgIdOf } from '../../test-support/http-helpers.js';

let t: TestApp;
let jkt = 0;
let sby = 0;
beforeAll(async () => {
  t = await buildTestApp();
  jkt = await orgIdOf(t.ctx, 'DLR-JKT');
  sby = await orgIdOf(t.ctx, 'DLR-SBY');
});
afterAll(async () => {
  await t.close();
});

type Kind = 'dealer_group' | 'org_area';
const FOLDER: Record<Kind, string> = { dealer_group: '/api/user/user_org', org_area: '/api/user/org_area' };
type Page<T> = { data: T[]; total_data: number };

const tokens = new Map<string, string>();
async function tokenOf(username: string) {
  const token = tokens.get(username) ?? (await t.tokenOf(username));
  tokens.set(username, token);
  return token;
}
const url = (kind: Kind, endpoint: string, query = '') => `${FOLDER[kind]}/${endpoint}_${kind}${query}`;
const add = async (username: string, kind: Kind, fields: Record<string, string>) =>
  formPost(t.app, url(kind, 'add'), fields, { headers: bearer(await tokenOf(username)) });
const edit = async (username: string, kind: Kind, fields: Record<string, string>) =>
  formPost(t.app, url(kind, 'edit'), fields, { headers: bearer(await tokenOf(username)), method: 'PUT' });
const remove = async (username: string, kind: Kind, id: number, endpoint = 'delete') =>
  t.app.inject({ method: 'DELETE', url: url(kind, endpoint, `?id=${id}`), headers: bearer(await tokenOf(username)) });
const view = async (username: string, kind: Kind, id: number) =>
  getAs(t.app, await tokenOf(username), url(kind, 'view', `?id=${id}`));
const viewed = async (kind: Kind, id: number) => bodyOf<DealerSetView>(await view('admin', kind, id)).result;
const listed = async (kind: Kind, username = 'admin') =>
  bodyOf<Page<DealerSetRow>>(await getAs(t.app, await tokenOf(username), url(kind, 'list'))).result.data;
const dealers = async () =>
  bodyOf<Page<DealerRow>>(await getAs(t.app, await tokenOf('admin'), '/api/user/user_org/list_user_org_dealer')).result
    .data;
const idOf = (response: { json: () => unknown }) => (response.json() as { result: { id: number } }).result.id;
/** Everything the set calls could change, to show a refused call changed nothing. */
const snapshot = async () => JSON.stringify([await listed('dealer_group'), await listed('org_area'), await dealers()]);

describe('dealer groups (user/user_org/*_dealer_group)', () => {
  it('lets an administrator create a group of two dealers, rename it, change its dealers and delete it', async () => {
    const created = await add('admin', 'dealer_group', { name: 'Java Partners', dealer_ids: `${jkt},${sby}` });
    expect(created.statusCode).toBe(200);
    const id = idOf(created);
    expect(await viewed('dealer_group', id)).toMatchObject({
      name: 'Java Partners',
      code: 'GRP-JAVA-PARTNERS',
      dealer_count: 2,
      dealers: [{ code: 'DLR-JKT' }, { code: 'DLR-SBY' }],
    });
    // A dealer is in one group: both left theirs.
    expect((await dealers()).map((d) => d.dealer_group_name)).toEqual(['Java Partners', 'Java Partners']);
    expect((await listed('dealer_group')).find((g) => g.code === 'GRP-NUSANTARA')?.dealer_count).toBe(0);

    const renamed = await edit('admin', 'dealer_group', {
      id: String(id),
      name: 'Java Partners Group',
      dealer_ids: `${sby}`,
    });
    expect(renamed.statusCode).toBe(200);
    expect(await viewed('dealer_group', id)).toMatchObject({
      name: 'Java Partners Group',
      code: 'GRP-JAVA-PARTNERS',
      dealers: [{ code: 'DLR-SBY' }],
    });
    expect((await dealers()).find((d) => d.id === jkt)?.dealer_group_id).toBeNull();
    // The lone separator empties the list (form bodies drop empty fields).
    expect((await edit('admin', 'dealer_group', { id: String(id), dealer_ids: ',' })).statusCode).toBe(200);
    expect((await viewed('dealer_group', id)).dealers).toEqual([]);

    expect((await remove('admin', 'dealer_group', id)).statusCode).toBe(200);
    expect((await view('admin', 'dealer_group', id)).statusCode).toBe(404);
    expect((await listed('dealer_group')).map((g) => g.id)).not.toContain(id);
    expect((await remove('admin', 'dealer_group', id)).statusCode).toBe(404);
  });

  it('answers 409 for a name or code taken and 400 for bad input, and changes nothing', async () => {
    const before = await snapshot();
    const taken = await add('admin', 'dealer_group', { name: ' nusantara MOTOR group ' });
    expect(taken.statusCode).toBe(409);
    expect(bodyOf(taken).code).toBe('dealer_group_name_taken');
    const code = await add('admin', 'dealer_group', { name: 'Surya Baru', code: 'grp-surya' });
    expect(bodyOf(code)).toMatchObject({ response: 409, code: 'dealer_set_code_taken' });
    const customer = await orgIdOf(t.ctx, 'CUS-MAJU');
    const bad: Record<string, string>[] = [
      {},
      { name: '   ' },
      { name: 'x'.repeat(81) },
      { name: 'Bad code', code: 'GRP SURYA' },
      { name: 'Bad list', dealer_ids: `${jkt};${sby}` },
      { name: 'Not a dealer', dealer_ids: `${jkt},${customer}` },
      { name: 'No such dealer', dealer_ids: '99999' },
    ];
    for (const fields of bad)
      expect((await add('admin', 'dealer_group', fields)).statusCode, JSON.stringify(fields)).toBe(400);
    const surya = (await listed('dealer_group')).find((g) => g.code === 'GRP-SURYA');
    const rename = await edit('admin', 'dealer_group', { id: String(surya?.id), name: 'Dealer Mandiri' });
    expect(bodyOf(rename)).toMatchObject({ response: 409, code: 'dealer_group_name_taken' });
    expect((await edit('admin', 'dealer_group', { id: '99999', name: 'Ghost' })).statusCode).toBe(404);
    expect((await edit('admin', 'dealer_group', { name: 'No id' })).statusCode).toBe(400);
    expect(await snapshot()).toBe(before);
  });

  it('lets a dealer see only its own group and change none; others need the permission and a token', async () => {
    const id = idOf(await add('admin', 'dealer_group', { name: 'Both Dealers', dealer_ids: `${jkt},${sby}` }));
    const own = bodyOf<DealerSetView>(await view('dealer', 'dealer_group', id)).result;
    expect(own).toMatchObject({ dealer_count: 1, dealers: [{ code: 'DLR-JKT' }] });
    expect((await listed('dealer_group', 'dealer')).map((g) => g.name)).toEqual(['Both Dealers']);
    const suryaId = (await listed('dealer_group')).find((g) => g.code === 'GRP-SURYA')?.id ?? 0;
    expect((await view('dealer', 'dealer_group', suryaId)).statusCode).toBe(404);

    const before = await snapshot();
    expect((await add('dealer', 'dealer_group', { name: 'Dealer made' })).statusCode).toBe(403);
    expect((await edit('dealer', 'dealer_group', { id: String(id), name: 'Taken over' })).statusCode).toBe(403);
    expect((await remove('dealer', 'dealer_group', id)).statusCode).toBe(403);
    expect((await add('customer', 'dealer_group', { name: 'Customer made' })).statusCode).toBe(403);
    expect((await view('customer', 'dealer_group', id)).statusCode).toBe(403);
    const anonymous = await formPost(t.app, url('dealer_group', 'add'), { name: 'Nobody' });
    expect(anonymous.statusCode).toBe(401);
    expect(await snapshot()).toBe(before);
    expect((await remove('admin', 'dealer_group', id, 'deactivate')).statusCode).toBe(501);
    expect((await remove('root', 'dealer_group', id)).statusCode).toBe(200);
  });

  it('lets only one of two administrators racing for a name have it', async () => {
    const answers = await Promise.all([
      add('admin', 'dealer_group', { name: 'Race Group' }),
      add('root', 'dealer_group', { name: 'RACE GROUP' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const [winner, loser] = [200, 409].map((status) => answers.find((a) => a.statusCode === status));
    expect(loser && bodyOf(loser).code).toBe('dealer_group_name_taken');
    expect((await remove('admin', 'dealer_group', winner ? idOf(winner) : 0)).statusCode).toBe(200);
  });

  it('numbers a code made from a name that is already taken', async () => {
    const first = idOf(await add('admin', 'dealer_group', { name: 'Timur Raya', code: 'GRP-TIMUR-RAYA' }));
    const second = idOf(await add('admin', 'dealer_group', { name: 'Timur-Raya' }));
    expect((await viewed('dealer_group', second)).code).toBe('GRP-TIMUR-RAYA-2');
    for (const id of [first, second]) expect((await remove('admin', 'dealer_group', id)).statusCode).toBe(200);
  });
});

describe('dealer areas (user/org_area/*_org_area)', () => {
  it('creates an area with provinces, cities and dealers, and edits its coverage', async () => {
    const fields = { name: 'Jawa Bali', province_ids: '51,35', city_ids: '35.78', dealer_ids: `${sby}` };
    const id = idOf(await add('admin', 'org_area', fields));
    expect(await viewed('org_area', id)).toMatchObject({
      code: 'AREA-JAWA-BALI',
      provinces: [
        { id: '35', name: 'Jawa Timur' },
        { id: '51', name: 'Bali' },
      ],
      cities: [{ id: '35.78', name: 'Kota Surabaya' }],
      dealers: [{ code: 'DLR-SBY' }],
    });
    expect((await edit('admin', 'org_area', { id: String(id), province_ids: '51', city_ids: ',' })).statusCode).toBe(
      200,
    );
    const row = (await listed('org_area')).find((a) => a.id === id);
    expect(row).toMatchObject({ provinces: [{ id: '51', name: 'Bali' }], cities: [], dealer_count: 1 });
    expect((await listed('org_area')).find((a) => a.code === 'JATIM')?.dealer_count).toBe(0);
    expect((await remove('admin', 'org_area', id)).statusCode).toBe(200);
    expect((await dealers()).find((d) => d.id === sby)?.org_area_id).toBeNull();
  });

  it('refuses unknown areas, a city outside the chosen provinces and a name taken, changing nothing', async () => {
    const before = await snapshot();
    const cases: [Record<string, string>, number, string][] = [
      [{ name: 'Nowhere', province_ids: '99' }, 400, 'area_not_found'],
      [{ name: 'No city', province_ids: '35', city_ids: '35.99' }, 400, 'area_not_found'],
      [{ name: 'Outside', province_ids: '51', city_ids: '35.78' }, 400, 'area_city_outside'],
      [{ name: 'Malformed', province_ids: '3' }, 400, 'bad_request'],
      [{ name: 'jawa timur', province_ids: '35' }, 409, 'org_area_name_taken'],
    ];
    for (const [fields, status, code] of cases) {
      const answer = await add('admin', 'org_area', fields);
      expect(answer.statusCode, JSON.stringify(fields)).toBe(status);
      if (code !== 'bad_request') expect(bodyOf(answer).code).toBe(code);
    }
    const jatim = (await listed('org_area')).find((a) => a.code === 'JATIM');
    const outside = await edit('admin', 'org_area', { id: String(jatim?.id), city_ids: '32.71' });
    expect(bodyOf(outside).code).toBe('area_city_outside');
    expect(await snapshot()).toBe(before);
  });

  it('lets a dealer see its own area and change none', async () => {
    const jabodetabek = (await listed('org_area', 'dealer'))[0];
    expect(jabodetabek).toMatchObject({ code: 'JABODETABEK', dealer_count: 1 });
    expect(jabodetabek?.provinces?.map((p) => p.id)).toEqual(['31', '32', '36']);
    const before = await snapshot();
    const id = String(jabodetabek?.id);
    expect((await add('dealer', 'org_area', { name: 'Dealer area' })).statusCode).toBe(403);
    expect((await edit('dealer', 'org_area', { id, province_ids: '31' })).statusCode).toBe(403);
    expect((await remove('dealer', 'org_area', Number(id))).statusCode).toBe(403);
    expect((await add('customer', 'org_area', { name: 'Customer area' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: url('org_area', 'delete', `?id=${id}`) })).statusCode).toBe(
      401,
    );
    expect(await snapshot()).toBe(before);
  });
});
