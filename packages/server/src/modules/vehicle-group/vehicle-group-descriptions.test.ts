import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  VEHICLE_GROUP_LIST_PATH as LIST,
  vehicleGroupPath,
  type VehicleGroupDetail,
  type VehicleGroupPage,
} from '@armada/domain';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bearer, bodyOf, formPost, getAs } from '../../test-support/http-helpers.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  // The demo customer's administrator: access type 3, so it may change its groups.
  token = await t.tokenOf('customer');
});
afterAll(async () => {
  await t.close();
});

const groups = async () => bodyOf<VehicleGroupPage>(await getAs(t.app, token, `${LIST}?count_perpage=100`)).result.data;
const viewed = async (id: number) =>
  bodyOf<VehicleGroupDetail>(await getAs(t.app, token, `${vehicleGroupPath('view')}?id=${id}`)).result;
const edit = (fields: Record<string, string>) =>
  formPost(t.app, vehicleGroupPath('edit'), fields, { headers: bearer(token), method: 'PUT' });

/** A seeded group of the customer's, by its description's key. */
async function seededGroup(key: string): Promise<VehicleGroupDetail> {
  const group = (await groups()).find((row) => row.description_key === key);
  if (!group) throw new Error(`no seeded group ${key}`);
  return viewed(group.id);
}

/** What the edit form sends: every field as it stands, the members as vehicle ids. */
const formOf = (group: VehicleGroupDetail, change: Record<string, string> = {}) => ({
  id: String(group.id),
  name: group.name,
  description: group.description,
  vehicle_ids: group.vehicles.map((v) => v.id).join(','),
  ...change,
});

describe('seeded vehicle group descriptions (description_key)', () => {
  it('name the text of the seeded area and cold chain groups', async () => {
    const seeded = (await groups()).filter((row) => row.description_key !== null);
    const areas = seeded.filter((row) => row.description_key === 'area_routes');
    expect(areas.length).toBeGreaterThan(0);
    for (const area of areas) expect(area.description).toBe(`Trucks working the ${area.name} routes`);
    const cold = seeded.filter((row) => row.description_key === 'cold_chain');
    expect(cold.map((row) => [row.name, row.description])).toEqual([
      ['Cold chain', 'Refrigerated trucks with a temperature probe'],
    ]);
    expect((await viewed(areas[0]?.id ?? 0)).description_key).toBe('area_routes');
  });

  it('keep the key when only the vehicles change, and drop it when the text or the name does', async () => {
    const area = await seededGroup('area_routes');
    const fewer = area.vehicles.slice(0, 1).map((v) => v.id);
    expect((await edit(formOf(area, { vehicle_ids: fewer.join(',') }))).statusCode).toBe(200);
    expect(await viewed(area.id)).toMatchObject({ vehicle_count: 1, description_key: 'area_routes' });

    expect((await edit({ id: String(area.id), name: `${area.name} north` })).statusCode).toBe(200);
    expect(await viewed(area.id)).toMatchObject({ description: area.description, description_key: null });

    const cold = await seededGroup('cold_chain');
    expect((await edit(formOf(cold, { description: 'Reefers for the frozen-food customers' }))).statusCode).toBe(200);
    expect(await viewed(cold.id)).toMatchObject({ name: 'Cold chain', description_key: null });
  });

  it('are never given to a group someone adds, and no body accepts one', async () => {
    const area = await seededGroup('area_routes');
    const vehicleIds = area.vehicles.map((v) => v.id).join(',');
    const added = await formPost(
      t.app,
      vehicleGroupPath('add'),
      { name: 'Copy', description: area.description, vehicle_ids: vehicleIds },
      { headers: bearer(token) },
    );
    expect((await viewed(bodyOf<{ id: number }>(added).result.id)).description_key).toBeNull();
    const refused = await edit({ id: String(area.id), description_key: 'cold_chain' });
    expect([refused.statusCode, bodyOf(refused).code]).toEqual([400, 'unknown_field']);
    expect((await viewed(area.id)).description_key).toBe('area_routes');
  });
});
