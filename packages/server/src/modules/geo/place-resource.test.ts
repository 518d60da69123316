import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { circleBounds, type Page, type Place } from '@armada/domain';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bearer, bodyOf, formPost, getAs, orgIdOf } from '../../test-support/http-helpers.js';

let t: TestApp;
let group = 0;
let otherGroup = 0;
let sameOrgGroup = 0;
beforeAll(async () => {
  t = await buildTestApp();
  const made = async (username: string, name: string) =>
    bodyOf<{ id: number }>(
      await formPost(
        t.app,
        '/api/geo-service/geogroup/add_geogroup',
        { name },
        {
          headers: bearer(await t.tokenOf(username)),
        },
      ),
    ).result.id;
  group = await made('customer', 'Test places');
  sameOrgGroup = await made('customer', 'Test places 2');
  otherGroup = await made('customer2', 'Maju places');
});
afterAll(() => t.close());

const BASE = '/api/geo-service/geofence';
const ring = (corners: [number, number][]) =>
  JSON.stringify({ type: 'Polygon', coordinates: [[...corners, corners[0]]] });
const SQUARE = ring([
  [107.1, -6.3],
  [107.12, -6.3],
  [107.12, -6.28],
  [107.1, -6.28],
]);
const area = (extra: Record<string, string> = {}) => ({
  name: 'Gudang Uji',
  geo_group_id: String(group),
  type_id: '1',
  shape: 'polygon',
  geometry: SQUARE,
  address: 'Jl. Uji 1, Cikarang',
  ...extra,
});

const add = async (username: string, fields: Record<string, string>) =>
  formPost(t.app, `${BASE}/add_geofence`, fields, { headers: bearer(await t.tokenOf(username)) });
const edit = async (username: string, fields: Record<string, string>) =>
  formPost(t.app, `${BASE}/edit_geofence`, fields, { headers: bearer(await t.tokenOf(username)), method: 'PUT' });
const remove = async (username: string, id: number) =>
  t.app.inject({
    method: 'DELETE',
    url: `${BASE}/delete_geofence?id=${id}`,
    headers: bearer(await t.tokenOf(username)),
  });
const view = async (username: string, id: number) =>
  getAs(t.app, await t.tokenOf(username), `${BASE}/view_geofence?id=${id}`);
const placeOf = async (username: string, id: number) => bodyOf<Place>(await view(username, id)).result;
const list = async (username: string, query: string) =>
  bodyOf<Page<Place>>(await getAs(t.app, await t.tokenOf(username), `${BASE}/list_geofence?${query}`)).result;
const idOf = (response: Awaited<ReturnType<typeof add>>) => bodyOf<{ id: number }>(response).result.id;
let serial = 0;
const named = (base: string) => `${base} ${(serial += 1)}`;

describe('places: add, view, edit, delete', () => {
  it('adds a polygon geofence in the group’s organisation with its bounding box computed', async () => {
    const response = await add('customer', area({ name: 'Gudang Poligon' }));
    expect(response.statusCode).toBe(200);
    const place = await placeOf('customer', idOf(response));
    expect(place).toMatchObject({
      organization_id: await orgIdOf(t.ctx, 'CUS-LOGNUS'),
      geo_group_id: group,
      group_name: 'Test places',
      type_id: 1,
      type_name: 'geofence',
      shape: 'polygon',
      radius: null,
      marker_type: 'area',
      target_time: null,
      min_lat: -6.3,
      max_lat: -6.28,
      min_lng: 107.1,
      max_lng: 107.12,
    });
    expect(place.geometry).toEqual(JSON.parse(SQUARE));
  });

  it('adds a site circle with its marker and a checkpoint with its target time; the box follows the radius', async () => {
    const center = [107.2, -6.35] as const;
    const site = await add('customer', {
      ...area({ name: 'Depo Uji', type_id: '2', marker_type: 'workshop' }),
      shape: 'circle',
      geometry: JSON.stringify({ type: 'Point', coordinates: center }),
      radius: '400',
    });
    expect(site.statusCode).toBe(200);
    const box = circleBounds(center, 400);
    expect(await placeOf('customer', idOf(site))).toMatchObject({
      type_name: 'pool',
      marker_type: 'workshop',
      radius: 400,
      min_lat: box.minLat,
      max_lat: box.maxLat,
      min_lng: box.minLng,
      max_lng: box.maxLng,
    });
    const gate = await add('customer', area({ name: 'Gerbang Uji', type_id: '3', target_time: '07:30' }));
    expect(await placeOf('customer', idOf(gate))).toMatchObject({ marker_type: 'checkpoint', target_time: '07:30' });
  });

  it('answers the spec’s messages for a missing name, group, marker type or target time', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [area({ name: '  ' }), 'location_name_required', 'Please input location name'],
      [{ ...area(), name: '' }, 'location_name_required', 'Please input location name'],
      [
        Object.fromEntries(Object.entries(area()).filter(([k]) => k !== 'geo_group_id')),
        'location_group_name_required',
        'Please input location group name',
      ],
      [area({ type_id: '2' }), 'marker_type_required', 'Please input marker type'],
      [area({ type_id: '3' }), 'target_time_required', 'Please input target time'],
    ];
    for (const [fields, code, message] of cases) {
      const response = await add('customer', fields);
      expect(response.statusCode, code).toBe(400);
      expect(bodyOf(response)).toMatchObject({ code, message });
    }
    const refused = await add('customer', area({ target_time: '08:00' }));
    expect(bodyOf(refused).code).toBe('target_time_checkpoint_only');
    expect((await add('customer', area({ type_id: '3', target_time: '25:00' }))).statusCode).toBe(400);
    expect((await add('customer', area({ marker_type: 'castle' }))).statusCode).toBe(400);
    expect((await list('customer', 'search=Uji&limit=100')).data.some((p) => p.name === '')).toBe(false);
  });

  it('refuses a broken shape and stores nothing', async () => {
    const point = (lng: number, lat: number, radius: string) => ({
      shape: 'circle',
      geometry: JSON.stringify({ type: 'Point', coordinates: [lng, lat] }),
      radius,
    });
    const open = JSON.stringify({
      type: 'Polygon',
      coordinates: [
        [
          [107.1, -6.3],
          [107.12, -6.3],
          [107.12, -6.28],
        ],
      ],
    });
    const bowTie = ring([
      [107.1, -6.3],
      [107.12, -6.28],
      [107.12, -6.3],
      [107.1, -6.28],
    ]);
    const many = ring(Array.from({ length: 501 }, (_, i) => [107 + Math.cos(i / 80), -6 + Math.sin(i / 80)]));
    const bad: [Record<string, string>, string][] = [
      [area({ geometry: open }), 'place_shape_invalid'],
      [area({ geometry: bowTie }), 'place_shape_invalid'],
      [
        area({ geometry: '{"type":"Polygon","coordinates":[[[107.1,-6.3],[107.2,-6.3],[107.1,-6.3]]]}' }),
        'place_shape_invalid',
      ],
      [area({ geometry: many }), 'place_shape_invalid'],
      [
        area({
          geometry: ring([
            [200, -6.3],
            [107.12, -6.3],
            [107.12, -6.28],
          ]),
        }),
        'place_shape_invalid',
      ],
      [area({ geometry: 'not json' }), 'place_shape_invalid'],
      [
        area({ geometry: '{"type":"Polygon","coordinates":[[[107.1,null],[1,2],[3,4],[107.1,null]]]}' }),
        'place_shape_invalid',
      ],
      [area({ geometry: JSON.stringify({ type: 'Point', coordinates: [107, -6] }) }), 'place_shape_invalid'],
      [area(point(107.2, -6.35, '5')), 'place_radius_invalid'],
      [area(point(107.2, -6.35, '60000')), 'place_radius_invalid'],
      [area({ ...point(107.2, -6.35, '1'), radius: '' }), 'bad_request'],
      [area(point(107.2, -95, '100')), 'place_shape_invalid'],
      [area({ radius: '100' }), 'invalid_value'],
    ];
    const before = (await list('customer', 'limit=1')).total_data;
    for (const [fields, code] of bad) {
      const response = await add('customer', { ...fields, name: named('Rusak') });
      expect(response.statusCode, JSON.stringify(fields).slice(0, 120)).toBe(400);
      expect(bodyOf(response).code, JSON.stringify(fields).slice(0, 120)).toBe(code);
    }
    expect((await list('customer', 'limit=1')).total_data).toBe(before);
  });

  it('edits the name, moves a shape, resizes a circle, changes group and type; then deletes', async () => {
    const id = idOf(await add('customer', area({ name: named('Ubah') })));
    expect((await edit('customer', { id: String(id), name: 'Diubah' })).statusCode).toBe(200);
    const moved = ring([
      [107.2, -6.4],
      [107.21, -6.4],
      [107.21, -6.39],
    ]);
    expect(
      (await edit('customer', { id: String(id), geometry: moved, geo_group_id: String(sameOrgGroup) })).statusCode,
    ).toBe(200);
    expect(await placeOf('customer', id)).toMatchObject({
      name: 'Diubah',
      geo_group_id: sameOrgGroup,
      min_lng: 107.2,
      max_lat: -6.39,
    });
    const turned = await edit('customer', {
      id: String(id),
      type_id: '3',
      shape: 'circle',
      geometry: JSON.stringify({ type: 'Point', coordinates: [107.3, -6.5] }),
      radius: '200',
    });
    expect(bodyOf(turned).code).toBe('target_time_required');
    const checkpoint = await edit('customer', {
      id: String(id),
      type_id: '3',
      target_time: '16:45',
      shape: 'circle',
      geometry: JSON.stringify({ type: 'Point', coordinates: [107.3, -6.5] }),
      radius: '200',
    });
    expect(checkpoint.statusCode).toBe(200);
    expect((await edit('customer', { id: String(id), radius: '1000' })).statusCode).toBe(200);
    expect(await placeOf('customer', id)).toMatchObject({ type_id: 3, target_time: '16:45', radius: 1000 });
    expect((await placeOf('customer', id)).max_lat).toBeCloseTo(circleBounds([107.3, -6.5], 1000).maxLat, 9);
    expect((await edit('customer', { id: String(id), type_id: '1' })).statusCode).toBe(200);
    expect(await placeOf('customer', id)).toMatchObject({ type_id: 1, target_time: null, marker_type: 'area' });
    expect(bodyOf(await edit('customer', { id: String(id), radius: '2' })).code).toBe('place_radius_invalid');
    expect((await remove('customer', id)).statusCode).toBe(200);
    expect((await view('customer', id)).statusCode).toBe(404);
  });

  it('lists with paging, search on name, address and group, and filters by type and group', async () => {
    await add('customer', area({ name: 'Cari Satu', address: 'Jl. Kenari 5' }));
    await add('customer', area({ name: 'Cari Dua', geo_group_id: String(sameOrgGroup) }));
    await add('customer', area({ name: 'Cari Tiga', type_id: '3', target_time: '10:00' }));
    expect((await list('customer', 'search=kenari')).data.map((p) => p.name)).toEqual(['Cari Satu']);
    const inGroup = await list('customer', 'search=test places 2&limit=100');
    expect(inGroup.data.map((p) => p.name)).toContain('Cari Dua');
    expect(inGroup.data.every((p) => p.group_name === 'Test places 2')).toBe(true);
    const checkpoints = await list('customer', 'search=cari&filter=type_id:3');
    expect(checkpoints.data.map((p) => p.name)).toEqual(['Cari Tiga']);
    const grouped = await list('customer', `search=cari&filter=geo_group_id:${group}|${sameOrgGroup}&limit=2&page=1`);
    expect(grouped).toMatchObject({ total_data: 3, limit: 2, page: 1 });
    expect(grouped.data).toHaveLength(2);
    const paged = await list('customer', 'limit=1');
    expect(paged.data).toHaveLength(1);
    expect(paged.total_data).toBeGreaterThan(10);
    expect((await getAs(t.app, await t.tokenOf('customer'), `${BASE}/list_geofence?filter=color:1`)).statusCode).toBe(
      400,
    );
    expect((await getAs(t.app, await t.tokenOf('customer'), `${BASE}/list_geofence?filter=type_id:x`)).statusCode).toBe(
      400,
    );
  });
});

describe('places: scoping', () => {
  it("refuses another organisation's group for a place (404), and keeps places to their organisation", async () => {
    const foreign = await add('customer', area({ name: named('Asing'), geo_group_id: String(otherGroup) }));
    expect(foreign.statusCode).toBe(404);
    const id = idOf(await add('customer', area({ name: named('Milik') })));
    for (const response of [
      await view('customer2', id),
      await edit('customer2', { id: String(id), name: 'Taken' }),
      await remove('customer2', id),
      await edit('customer', { id: String(id), geo_group_id: String(otherGroup) }),
    ])
      expect(response.statusCode).toBe(404);
    expect((await list('customer2', 'limit=50000')).data.some((p) => p.id === id)).toBe(false);
    expect((await view('dealer', id)).statusCode).toBe(200);
    expect((await view('dealer2', id)).statusCode).toBe(404);
  });

  it("keeps the brand from moving a place into another organisation's group", async () => {
    const id = idOf(await add('customer', area({ name: named('Merek') })));
    const moved = await edit('admin', { id: String(id), geo_group_id: String(otherGroup) });
    expect(moved.statusCode).toBe(400);
    expect(bodyOf(moved).code).toBe('location_group_other_org');
    expect((await placeOf('customer', id)).geo_group_id).toBe(group);
    const brandAdded = await add('admin', area({ name: named('Merek'), geo_group_id: String(otherGroup) }));
    expect((await placeOf('customer2', idOf(brandAdded))).organization_id).toBe(await orgIdOf(t.ctx, 'CUS-MAJU'));
  });

  it('refuses fields no body has, and writes without edit_geofence', async () => {
    expect(bodyOf(await add('customer', area({ organization_id: '1' }))).code).toBe('unknown_field');
    expect(bodyOf(await add('customer', area({ min_lat: '1' }))).code).toBe('unknown_field');
    expect((await add('leasing', area({ name: named('Sewa') }))).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: `${BASE}/list_geofence` });
    expect(anonymous.statusCode).toBe(401);
  });
});
