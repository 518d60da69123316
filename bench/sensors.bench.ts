import { sql } from 'drizzle-orm';
import { REALM_ID } from '@armada/domain';
import { queryRows } from '@armada/server/db/client';
import { ensurePartitions } from '@armada/server/ingest/partitions';
import { buildTestApp, type TestApp } from '@armada/server/test-support/test-app';
import { buildTrack, insertTrack } from '@armada/server/test-support/tracks';
import { timeCalls } from './app-calls.js';

const VEHICLES = 20_000;
const CUSTOMERS = 200;
const DAY_MS = 86_400_000;
const LIST = '/api/sensor-service/vehiclesensor/list_sensor_state';
const HISTORY = '/api/sensor-service/vehiclesensor/view_sensor_history';

/**
 * 20,000 trucks of 200 customers, each with a rear door, a cargo probe and a load sensor (60,000
 * sensors) and a latest state: 1 in 7 doors open, 1 in 11 boxes too warm, 1 in 13 loads over the limit.
 */
const SEED = `
INSERT INTO organizations (code, name, realm_id)
SELECT 'SB-CUS-' || g, 'Sensor customer ' || g, ${REALM_ID.customer} FROM generate_series(1, ${CUSTOMERS}) g;
INSERT INTO vehicles (imei, organization_id, vehicle_name, vehicle_number, chassis_number, activation_status)
SELECT 'SB' || lpad(g::text, 13, '0'), (SELECT id FROM organizations WHERE code = 'SB-CUS-' || (1 + g % ${CUSTOMERS})),
  'Sensor truck ' || g, 'B ' || g || ' SB', 'SB-CH-' || g, '2'
FROM generate_series(1, ${VEHICLES}) g;
INSERT INTO vehicle_sensors (vehicle_id, type_sensor, type_id, code_sensor, name, source, normal, upper_limit, lower_limit)
SELECT v.id, s.type, s.type_id, s.code, s.name, s.source, s.normal, s.upper, s.lower FROM vehicles v,
  (VALUES ('door', 1, 'DOOR-1', 'Rear door', 'door1', 1::float8, NULL::float8, NULL::float8),
    ('temperature', 5, 'TEMP-1', 'Cargo', 'temp.0', NULL, 8, -20),
    ('load', 2, 'LOAD-1', 'Axle load', 'load', NULL, 20000, 0)) AS s(type, type_id, code, name, source, normal, upper, lower)
WHERE v.imei LIKE 'SB%';
INSERT INTO vehicle_state (imei, time, lat, lng, speed, sat, props)
SELECT imei, now() - (id % 600) * interval '1 minute', -6.2, 106.8, 0, 9,
  jsonb_build_object('ign', 0, 'door1', CASE WHEN id % 7 = 0 THEN 0 ELSE 1 END,
    'temp', jsonb_build_array(CASE WHEN id % 11 = 0 THEN 12.5 ELSE 3 END),
    'load', CASE WHEN id % 13 = 0 THEN 24000 ELSE 9000 END)
FROM vehicles WHERE imei LIKE 'SB%';
ANALYZE;
`;

/** One truck's month of readings at a 10 s interval (259,200 positions): the box warms every 6 hours, the door opens hourly. */
async function monthOfReadings(t: TestApp): Promise<{ temperature: number; door: number; from: string; to: string }> {
  const imei = 'SB0000000000001';
  const to = Math.floor(Date.now() / 60_000) * 60_000 - 60_000;
  const from = to - 30 * DAY_MS;
  const track = buildTrack([{ kind: 'park', minutes: 30 * 24 * 60 }], { start: from, everyS: 10 });
  const began = performance.now();
  await insertTrack(t.ctx.database.db, imei, track, (fix) => ({
    temp: [(fix.time / 60_000) % 360 < 20 ? 11 : 3 + Math.sin(fix.time / 3_600_000)],
    door1: (fix.time / 60_000) % 60 < 10 ? 0 : 1,
  }));
  process.stdout.write(`loaded ${track.length} positions in ${((performance.now() - began) / 1000).toFixed(1)} s\n`);
  const ids = await queryRows<{ id: number; type_sensor: string }>(
    t.ctx.database.db,
    sql`SELECT s.id, s.type_sensor FROM vehicle_sensors s JOIN vehicles v ON v.id = s.vehicle_id WHERE v.imei = ${imei}`,
  );
  const idOf = (type: string) => ids.find((row) => row.type_sensor === type)?.id ?? 0;
  return {
    temperature: idOf('temperature'),
    door: idOf('door'),
    from: new Date(from).toISOString(),
    to: new Date(to).toISOString(),
  };
}

/** The fleet sensor list over 60,000 sensors, and one sensor's month of history read from its positions. */
export async function benchSensors(): Promise<void> {
  const t = await buildTestApp({ validateAnswers: false });
  try {
    await ensurePartitions(t.ctx.database, new Date(), 2, 1);
    const started = performance.now();
    await t.ctx.database.exec(SEED);
    process.stdout.write(
      `seeded ${VEHICLES} trucks, ${3 * VEHICLES} sensors in ${(performance.now() - started).toFixed(0)} ms\n`,
    );
    await timeCalls(t, 'sensor list, 60,000 sensors, 10 rows', 'root', `${LIST}?page=1`);
    await timeCalls(
      t,
      'sensor list, one state, by last reading',
      'root',
      `${LIST}?state=too_hot&sort_by=-time&limit=50`,
    );
    await timeCalls(t, 'sensor list, searched', 'root', `${LIST}?search=truck%201234&type=door`);
    const month = await monthOfReadings(t);
    const period = `from=${encodeURIComponent(month.from)}&to=${encodeURIComponent(month.to)}`;
    await timeCalls(
      t,
      'sensor history, temperature, a month',
      'root',
      `${HISTORY}?id=${month.temperature}&${period}`,
      5,
    );
    await timeCalls(t, 'sensor history, door, a month', 'root', `${HISTORY}?id=${month.door}&${period}`, 5);
    await timeCalls(t, 'sensor history, temperature, a day', 'root', `${HISTORY}?id=${month.temperature}`, 10);
  } finally {
    await t.close();
  }
}
