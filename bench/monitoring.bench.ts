import { buildTestApp, type TestApp } from '@armada/server/test-support/test-app';
import { reportSamples } from './stats.js';

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

/**
 * Over real HTTP on loopback: the time until the answer starts (the server's work) and until its
 * body is read in full (client and server share this machine's two cores, so this is pessimistic).
 */
async function timeCall(t: TestApp, base: string, name: string, username: string, url: string): Promise<void> {
  const token = await t.tokenOf(username);
  const starts: number[] = [];
  const totals: number[] = [];
  const call = async () => {
    const t0 = performance.now();
    const response = await fetch(base + url, { headers: { authorization: `Bearer ${token}` } });
    starts.push(performance.now() - t0);
    const body = await response.arrayBuffer();
    totals.push(performance.now() - t0);
    if (response.status !== 200) throw new Error(new TextDecoder().decode(body));
    return body.byteLength;
  };
  const bytes = await call(); // warm-up: plans, caches, serialiser
  starts.length = 0;
  totals.length = 0;
  const began = performance.now();
  for (let i = 0; i < 20; i += 1) await call();
  const elapsed = performance.now() - began;
  const size = `${(bytes / 1e6).toFixed(1)} MB`;
  reportSamples(`${name}, answer starts (${t.ctx.database.kind})`, starts, elapsed, size);
  reportSamples(`${name}, body read (${t.ctx.database.kind})`, totals, elapsed, size);
}

/** What the answer weighs on the wire with each encoding the browser offers. */
async function reportTransfer(t: TestApp, name: string, username: string, url: string): Promise<void> {
  const token = await t.tokenOf(username);
  const sizes: string[] = [];
  for (const encoding of ['identity', 'gzip', 'br']) {
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': encoding },
    });
    if (response.statusCode !== 200) throw new Error(response.body);
    const used = response.headers['content-encoding'] ?? 'identity';
    sizes.push(
      `${encoding} ${(response.rawPayload.length / 1e3).toFixed(0)} kB${used === encoding ? '' : ` (sent ${used})`}`,
    );
  }
  process.stdout.write(`${name}, transferred: ${sizes.join(', ')}\n`);
}

/**
 * The first answer in a language serialises every vehicle again with its location in that language
 * (an address from the shipped place data per vehicle); later answers reuse it.
 */
async function timeFirstInLanguage(t: TestApp, base: string, language: string): Promise<void> {
  const token = await t.tokenOf('root');
  const read = async () => {
    const t0 = performance.now();
    const response = await fetch(`${base}/api/monitoringservice/vehicle/list`, {
      headers: { authorization: `Bearer ${token}`, 'accept-language': language },
    });
    await response.arrayBuffer();
    return performance.now() - t0;
  };
  const first = await read();
  const again = await read();
  process.stdout.write(
    `monitoring list, 20k vehicles, first answer in '${language}' ${first.toFixed(0)} ms, the next ${again.toFixed(0)} ms (ratio ${(first / again).toFixed(1)})\n`,
  );
}

/** The monitoring map's load of a whole large fleet, and the production list's filtered page. */
export async function benchMonitoringList(): Promise<void> {
  const t = await buildTestApp();
  try {
    const started = performance.now();
    await t.ctx.database.exec(SEED);
    process.stdout.write(`seeded ${VEHICLES} vehicles in ${(performance.now() - started).toFixed(0)} ms\n`);
    await reportTransfer(t, 'monitoring list, 20k vehicles', 'root', '/api/monitoringservice/vehicle/list');
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    await timeCall(t, base, 'monitoring list, 20k vehicles, root', 'root', '/api/monitoringservice/vehicle/list');
    await timeCall(t, base, 'monitoring list, ~8k vehicles, dealer', 'dealer', '/api/monitoringservice/vehicle/list');
    await timeFirstInLanguage(t, base, 'ja');
    await timeFirstInLanguage(t, base, 'id');
    await timeCall(
      t,
      base,
      'production list, moving, -time, 50/page',
      'root',
      '/api/vehicle/production_monitoring/list_production_monitoring?count_perpage=50&type=moving&sort=-time',
    );
    await timeCall(
      t,
      base,
      'production list, search, 50/page',
      'root',
      '/api/vehicle/production_monitoring/list_production_monitoring?count_perpage=50&search=truck%20199',
    );
  } finally {
    await t.close();
  }
}
