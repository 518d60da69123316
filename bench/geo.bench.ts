import { buildTestApp } from '@armada/server/test-support/test-app';
import { measure } from './stats.js';

const VEHICLES = 20_000;
const POOLS_PER_ORG = 40;

/**
 * 20,000 vehicles with a latest position on a ~1 km grid east of Jakarta, and 40 pools (800 m circles)
 * and 40 areas (polygons) per customer organisation over the same grid: thousands of trucks in pools.
 */
const SEED = `
INSERT INTO vehicles (imei, gpstype, organization_id, vehicle_name, vehicle_number, chassis_number)
SELECT 'GEOB' || lpad(g::text, 10, '0'), 2,
  (SELECT id FROM organizations WHERE code = (ARRAY['CUS-LOGNUS','CUS-SINAR','CUS-MAJU','CUS-TIMUR','EU4-OPS'])[1 + g % 5]),
  'Geo bench truck ' || g, 'B ' || g || ' GB', 'GEOB' || g
FROM generate_series(1, ${VEHICLES}) g;
INSERT INTO vehicle_state (imei, time, lat, lng, speed, sat, props)
SELECT imei, now(), -6.2 - (id % 100) * 0.01, 106.8 + (id % 97) * 0.01, 0, 10, '{"ign":0}'::jsonb
FROM vehicles WHERE imei LIKE 'GEOB%';
INSERT INTO geofences (organization_id, geo_group_id, name, type_id, shape, geometry, radius,
  min_lat, max_lat, min_lng, max_lng)
SELECT g.organization_id, g.id, 'Bench ' || t.kind || ' ' || n, t.type_id, t.shape,
  CASE WHEN t.shape = 'circle' THEN jsonb_build_object('type', 'Point', 'coordinates', jsonb_build_array(lng, lat))
  ELSE jsonb_build_object('type', 'Polygon', 'coordinates', jsonb_build_array(jsonb_build_array(
    jsonb_build_array(lng - 0.01, lat - 0.01), jsonb_build_array(lng + 0.01, lat - 0.01),
    jsonb_build_array(lng + 0.01, lat + 0.01), jsonb_build_array(lng - 0.01, lat + 0.01),
    jsonb_build_array(lng - 0.01, lat - 0.01)))) END,
  CASE WHEN t.shape = 'circle' THEN 800 END, lat - 0.01, lat + 0.01, lng - 0.01, lng + 0.01
FROM geo_groups g
CROSS JOIN (VALUES ('pool', 2, 'circle'), ('area', 1, 'polygon')) AS t(kind, type_id, shape)
CROSS JOIN generate_series(1, ${POOLS_PER_ORG}) n
CROSS JOIN LATERAL (SELECT -6.2 - (n * 7 % 100) * 0.01 AS lat, 106.8 + (n * 13 % 97) * 0.01 AS lng) p
WHERE g.name = 'Pool & Depo';
ANALYZE;
`;

/** Vehicles in pools and in areas over a 20,000-vehicle fleet, through the routes (inject: no network). */
export async function benchGeo(): Promise<void> {
  const t = await buildTestApp();
  try {
    await t.ctx.database.exec(SEED);
    for (const [who, url] of [
      ['root', '/api/geoservice/geofunction/listvehicleinpool'],
      ['dealer', '/api/geoservice/geofunction/listvehicleinpool'],
      ['customer', '/api/geoservice/geofunction/listvehicleinpool'],
      ['root', '/api/geo-service/geodata/getvehicleingeo?type_id=1'],
    ] as const) {
      const token = await t.tokenOf(who);
      const call = () => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      const first = (await call()).json<{ result: { total_data: number } }>().result.total_data;
      const label = `${url.split('/').pop()?.slice(0, 24)}, ${who} (${first} in) ${t.ctx.database.kind}`;
      await measure(label, 20, async () => {
        await call();
      });
    }
  } finally {
    await t.close();
  }
}
