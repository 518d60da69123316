import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { apps } from '../../modules/app-management/app-management-tables.js';
import { userTypes } from '../../modules/uam/uam-tables.js';
import { vehicleGroups } from '../../modules/vehicle-group/vehicle-group-tables.js';
import { seedUserAccess } from './seed-user-access.js';
import { seedVehicleGroups } from './seed-vehicle-groups.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.ctx.database.db;
const roleKeys = async () =>
  Object.fromEntries(
    (await db().select().from(userTypes)).map((role) => [`${role.realm_id} ${role.name}`, role.description_key]),
  );

describe('seeding again on a database seeded before descriptions were named', () => {
  it('names every seeded text left as it was, never one someone changed, the same on every run', async () => {
    const seeded = await roleKeys();
    const [edited] = await db()
      .select({ id: vehicleGroups.id })
      .from(vehicleGroups)
      .where(like(vehicleGroups.description, 'Trucks working the % routes'))
      .limit(1);
    if (!edited) throw new Error('no seeded area group');
    await db().update(vehicleGroups).set({ description: 'Our own trucks' }).where(eq(vehicleGroups.id, edited.id));
    await db().update(userTypes).set({ description: 'Edited by hand' }).where(eq(userTypes.name, 'Fleet viewer'));
    await db().update(userTypes).set({ description_key: null });
    await db().update(vehicleGroups).set({ description_key: null });
    await db().update(apps).set({ description_key: null });

    for (let run = 0; run < 2; run += 1) {
      await seedUserAccess(db());
      await seedVehicleGroups(db());
    }
    const expected = Object.fromEntries(
      Object.entries(seeded).map(([role, key]) => [role, role.endsWith(' Fleet viewer') ? null : key]),
    );
    expect(await roleKeys()).toEqual(expected);
    const groups = await db().select().from(vehicleGroups);
    expect(groups.find((group) => group.id === edited.id)?.description_key).toBeNull();
    const unkeyed = groups.filter((group) => group.description_key === null).map((group) => group.id);
    expect(unkeyed).toEqual([edited.id]);
    const mobile = await db().select({ key: apps.description_key }).from(apps).where(eq(apps.app_id, 'armada-mobile'));
    expect(mobile).toEqual([{ key: 'armada_mobile' }]);
  });
});
