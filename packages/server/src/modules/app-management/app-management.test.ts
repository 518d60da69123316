import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ID, PERMISSION_GROUPS, PERMISSION_KEYS, REALM_ID, REALMS } from '@armada/domain';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bodyOf, grant } from '../../test-support/http-helpers.js';
import { uamCalls } from '../../test-support/uam-calls.js';
import { organizations as orgs } from '../../db/schema.js';
import { apps } from './app-management-tables.js';

let t: TestApp;
let call: ReturnType<typeof uamCalls>;
beforeAll(async () => {
  t = await buildTestApp();
  call = uamCalls(t);
  // A dealer who may read app management and holds the change key: still not the brand.
  await grant(t.ctx, 'dealer', 'list_apps', 'list_services', 'list_functions', 'list_realms', 'edit_app_management');
});
afterAll(async () => {
  await t.close();
});

type App = { id: number; app_id: string; name: string; platform: string; isactive: number };
const appsTable = async () => JSON.stringify(await t.ctx.database.db.select().from(apps).orderBy(apps.id));

describe('applications (uam/app)', () => {
  it('lists the portal and the mobile app, and lets an administrator add, edit and deactivate one', async () => {
    const listed = await call.rows<App>('admin', '/api/uam/app/list_app?sort_by=app_id');
    expect(listed.map((app) => app.app_id)).toEqual(['armada-mobile', APP_ID]);
    const added = await call.post('admin', '/api/uam/app/add_app', {
      app_id: 'armada-ios',
      name: 'Armada Fleet iOS',
      platform: 'ios',
    });
    expect(added.statusCode).toBe(200);
    const { id } = bodyOf<{ id: number }>(added).result;
    expect((await call.put('admin', '/api/uam/app/edit_app', { id, name: 'Armada Fleet for iPhone' })).statusCode).toBe(
      200,
    );
    expect((await call.remove('admin', `/api/uam/app/deactivate_app?id=${id}`)).statusCode).toBe(200);
    expect(bodyOf<App>(await call.get('admin', `/api/uam/app/view_app?id=${id}`)).result).toMatchObject({
      name: 'Armada Fleet for iPhone',
      isactive: 0,
    });
  });

  it('refuses bad bodies, a taken app_id and switching the portal off, changing nothing', async () => {
    const before = await appsTable();
    const portal = (await call.rows<App>('admin', `/api/uam/app/list_app?search=${APP_ID}`))[0];
    const answers = [
      await call.post('admin', '/api/uam/app/add_app', { app_id: 'x', name: 'Too short', platform: 'web' }),
      await call.post('admin', '/api/uam/app/add_app', { app_id: 'tv-app', name: 'TV', platform: 'tv' }),
      await call.post('admin', '/api/uam/app/add_app', { app_id: APP_ID, name: 'Again', platform: 'web' }),
      await call.remove('admin', `/api/uam/app/deactivate_app?id=${portal?.id}`),
      await call.put('admin', '/api/uam/app/edit_app', { id: portal?.id ?? 0, isactive: 0 }),
    ];
    expect(answers.map((response) => bodyOf(response).code)).toEqual([
      'bad_request',
      'bad_request',
      'cannot_process',
      'app_fixed',
      'app_fixed',
    ]);
    expect(await appsTable()).toBe(before);
  });

  it('asks for a token and list_apps, and keeps changes to the brand', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/uam/app/list_app' })).statusCode).toBe(401);
    expect((await call.get('customer', '/api/uam/app/list_app')).statusCode).toBe(403);
    const before = await appsTable();
    const dealerAdd = await call.post('dealer', '/api/uam/app/add_app', {
      app_id: 'dealer-app',
      name: 'D',
      platform: 'web',
    });
    expect(dealerAdd.statusCode).toBe(403);
    expect((await call.remove('dealer', '/api/uam/app/deactivate_app?id=2')).statusCode).toBe(403);
    expect(await appsTable()).toBe(before);
    expect((await call.remove('admin', '/api/uam/app/delete_app?id=2')).statusCode).toBe(501);
  });
});

describe('seeded app descriptions (description_key)', () => {
  type Described = App & { description: string; description_key: string | null };
  const viewApp = async (id: number) =>
    bodyOf<Described>(await call.get('admin', `/api/uam/app/view_app?id=${id}`)).result;

  it('name the portal’s and the mobile app’s text; an edit of the text drops the key, others keep it', async () => {
    const listed = await call.rows<Described>('admin', '/api/uam/app/list_app?sort_by=app_id');
    const mobile = listed.find((app) => app.app_id === 'armada-mobile');
    // armada-ios was added above: an added app names no text.
    expect(listed.map((app) => [app.app_id, app.description_key])).toEqual([
      ['armada-ios', null],
      ['armada-mobile', 'armada_mobile'],
      [APP_ID, 'armada_portal'],
    ]);
    const id = mobile?.id ?? 0;
    const renamed = { id, name: 'Armada Fleet for Android', description: mobile?.description ?? '' };
    expect((await call.put('admin', '/api/uam/app/edit_app', renamed)).statusCode).toBe(200);
    expect((await viewApp(id)).description_key).toBe('armada_mobile');
    expect((await call.put('admin', '/api/uam/app/edit_app', { id, description: 'For drivers' })).statusCode).toBe(200);
    expect(await viewApp(id)).toMatchObject({ description: 'For drivers', description_key: null });
  });
});

describe('services, functions and realms (uam/services, uam/functions, uam/realm)', () => {
  it('lists the catalogue as the code defines it', async () => {
    const services = await call.rows<{ name: string; function_count: number }>(
      'admin',
      '/api/uam/services/list_services?limit=50',
    );
    expect(services.map((service) => service.name)).toEqual([...PERMISSION_GROUPS]);
    expect(services.reduce((sum, service) => sum + service.function_count, 0)).toBe(PERMISSION_KEYS.length);

    const functions = await call.rows<{ key: string; service: string; added: boolean }>(
      'admin',
      '/api/uam/functions/list_functions?filter=service:app_management',
    );
    expect(functions.map((row) => [row.key, row.added])).toEqual([
      ['list_services', false],
      ['list_functions', false],
      ['list_apps', false],
      ['list_realms', false],
      ['edit_app_management', true],
    ]);
    const added = await call.rows<{ key: string }>(
      'admin',
      '/api/uam/functions/list_functions?filter=added:true&limit=100',
    );
    expect(added.map((row) => row.key)).toContain('view_dashboard');
    expect(added.map((row) => row.key)).not.toContain('view_realtime');

    const realms = await call.rows<{ id: number; name: string; organization_count: number }>(
      'admin',
      '/api/uam/realm/list_realm',
    );
    expect(realms.map((realm) => [realm.id, realm.name])).toEqual(REALMS.map((realm) => [REALM_ID[realm], realm]));
    const organizations = await t.ctx.database.db.select({ realm_id: orgs.realm_id }).from(orgs);
    for (const realm of realms) {
      expect(realm.organization_count).toBe(organizations.filter((org) => org.realm_id === realm.id).length);
    }
  });

  it('lets an administrator describe them, and nobody add, delete or renumber them', async () => {
    const renamed = await call.put('admin', '/api/uam/realm/edit_realm', {
      id: REALM_ID.dealer,
      description: 'Renamed dealers',
      name: 'renamed',
    });
    expect(bodyOf(renamed)).toMatchObject({
      response: 400,
      code: 'unknown_field',
      message: 'This call has no field name',
    });
    const described = await call.put('admin', '/api/uam/realm/edit_realm', {
      id: REALM_ID.dealer,
      description: 'Dealers who sell and look after customers',
    });
    expect(described.statusCode).toBe(200);
    expect(bodyOf(await call.get('admin', `/api/uam/realm/view_realm?id=${REALM_ID.dealer}`)).result).toMatchObject({
      name: 'dealer',
      description: 'Dealers who sell and look after customers',
    });
    expect((await call.put('admin', '/api/uam/services/edit_services', { id: 1, description: ' ' })).statusCode).toBe(
      400,
    );
    expect(
      (await call.put('dealer', '/api/uam/functions/edit_functions', { id: 1, description: 'Mine' })).statusCode,
    ).toBe(403);
    const missing = [
      await call.post('admin', '/api/uam/realm/add_realm', { name: 'new' }),
      await call.remove('admin', '/api/uam/functions/delete_functions?id=1'),
      await call.post('admin', '/api/uam/services/add_services', { name: 'new' }),
    ];
    expect(missing.map((response) => [response.statusCode, bodyOf(response).message])).toEqual([
      [501, 'not implemented'],
      [501, 'not implemented'],
      [501, 'not implemented'],
    ]);
  });

  it('asks for a token and each list key', async () => {
    for (const url of [
      '/api/uam/services/list_services',
      '/api/uam/functions/list_functions',
      '/api/uam/realm/list_realm',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await call.get('customer', url)).statusCode).toBe(403);
      expect((await call.get('dealer', url)).statusCode).toBe(200);
    }
  });
});
