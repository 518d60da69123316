import { buildTestApp, type TestApp } from '@armada/server/test-support/test-app';
import { measure } from './stats.js';

const VEHICLES = 20_000;

/** 20,000 vehicles over five customer organisations, each with a state; a third with a door, a quarter a probe. */
const SEED = `
INSERT INTO vehicles (imei, gpstype, organization_id, vehicle_name, vehicle_number, chassis_number, euro_std, device_status)
SELECT 'BENCH' || lpad(g::text, 10, '0'), 1 + g % 3,
  (SELECT id FROM organizations WHERE code = (ARRAY['CUS-LOGNUS','CUS-SINAR','CUS-MAJU','CUS-TIMUR','EU4-OPS'])[1 + g % 5]),
  'Bench truck ' || g, 'B ' || g || ' BX', 'BCH' || g,
  CASE WHEN g % 2 = 0 THEN 'euro4' ELSE 'euro2' END, CASE WHEN g % 50 = 0 THEN 'inactive' ELSE 'active' END
FROM generate_series(1, ${VEHICLES}) g;
INSERT INTO vehicle_state (imei, time, lat, lng, alt, head, speed, sat, props)
SELECT imei, now() - (id % 4000) * interval '1 minute', -6.2 - (id % 100) * 0.01, 106.8 + (id % 97) * 0.01,
  30, id % 360, id % 90, 10,
  jsonb_build_object('ign', id % 2, 'gps', 1, 'accu', 24.1, 'gps_batt', 4.0, 'gsm_signal', 4, 'mileage', id * 10,
    'engine_hours', id, 'fuel', 120, 'door1', id % 2, 'temp', jsonb_build_array(4.5, 3))
FROM vehicles WHERE imei LIKE 'BENCH%';
INSERT INTO vehicle_sensors (vehicle_id, type_sensor, type_id, code_sensor, name, source, normal)
SELECT id, 'door', 1, 'D' || id, 'Rear door', 'door1', 1 FROM vehicles WHERE imei LIKE 'BENCH%' AND id % 3 = 0;
INSERT INTO vehicle_sensors (vehicle_id, type_sensor, type_id, code_sensor, name, source, lower_limit, upper_limit)
SELECT id, 'temperature', 5, 'T' || id, 'Cargo box', 'temp.0', -5, 8 FROM vehicles WHERE imei LIKE 'BENCH%' AND id % 4 = 0;
ANALYZE;
`;

async function timeCall(t: TestApp, name: string, username: string, url: string): Promise<void> {
  const token = await t.tokenOf(username);
  const call = async () => {
    const response = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    if (response.statusCode !== 200) throw new Error(response.body);
  };
  await call(); // warm-up: plans, serialiser
  await measure(`${name} (${t.ctx.database.kind})`, 20, call);
}

/** The monitoring map's load of a whole large fleet, and the production list's filtered page. */
export async function benchMonitoringList(): Promise<void> {
  const t = await buildTestApp();
  try {
    const started = performance.now();
    await t.ctx.database.exec(SEED);
    process.stdout.write(`seeded ${VEHICLES} vehicles in ${(performance.now() - started).toFixed(0)} ms\n`);
    await timeCall(t, 'monitoring list, 20k vehicles, root', 'root', '/api/monitoringservice/vehicle/list');
    await timeCall(t, 'monitoring list, ~8k vehicles, dealer', 'dealer', '/api/monitoringservice/vehicle/list');
    await timeCall(
      t,
      'production list, moving, -time, 50/page',
      'root',
      '/api/vehicle/production_monitoring/list_production_monitoring?count_perpage=50&type=moving&sort=-time',
    );
    await timeCall(
      t,
      'production list, search, 50/page',
      'root',
      '/api/vehicle/production_monitoring/list_production_monitoring?count_perpage=50&search=truck%20199',
    );
  } finally {
    await t.close();
  }
}
