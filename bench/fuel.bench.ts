import { sql } from 'drizzle-orm';
import { timeCalls } from './app-calls.js';
import { queryRows } from '@armada/server/db/client';
import { buildTestApp } from '@armada/server/test-support/test-app';
import { scanFuel } from '@armada/server/modules/fuel/fuel-scan';

const DAYS = 30;
const IMEI = '359990000000001';

/**
 * One truck's month at a record a minute (43,200 positions): a percent sensor on a 400 l tank that
 * burns while driving 06-18, fills by 60 % each morning at 06:00 and is siphoned once, with ±0.5 %
 * jitter; then the calls the fuel page makes for it.
 */
const SEED = `
INSERT INTO vehicles (imei, organization_id, vehicle_name, chassis_number, activation_status)
SELECT '${IMEI}', id, 'Fuel bench truck', 'FB-CH-1', '2' FROM organizations WHERE code = 'CUS-LOGNUS';
INSERT INTO vehicle_fuel (vehicle_id, capacity_l, mode) SELECT id, 400, 'percent' FROM vehicles WHERE imei = '${IMEI}';
INSERT INTO positions (imei, time, lat, lng, speed, props)
SELECT '${IMEI}', t, -6.2, 106.8, CASE WHEN driving THEN 60 ELSE 0 END,
  jsonb_build_object('ign', CASE WHEN driving THEN 1 ELSE 0 END, 'mileage', m,
    'fuel', greatest(1, least(100, 90 - 0.08 * minute_of_day_driving - CASE WHEN t > start + interval '20 days 2 hours' THEN 12 ELSE 0 END
      + (random() - 0.5))), 'fuel_sensor', 'percent')
FROM (
  SELECT start, start + g * interval '1 minute' AS t,
    extract(hour FROM start + g * interval '1 minute') BETWEEN 6 AND 17 AS driving,
    greatest(0, least(720, (g % 1440) - 360)) AS minute_of_day_driving,
    100000 + (g / 1440) * 720 + greatest(0, least(720, (g % 1440) - 360)) AS m
  FROM (SELECT date_trunc('day', now()) - interval '${DAYS} days' AS start) s, generate_series(0, ${DAYS * 1440 - 1}) g
) x;
ANALYZE;
`;

/** The fuel page's calls for one vehicle-month, and the detection job's first read of it. */
export async function benchFuel(): Promise<void> {
  const t = await buildTestApp();
  try {
    const started = performance.now();
    await t.ctx.database.exec(SEED);
    process.stdout.write(`seeded ${DAYS * 1440} positions in ${(performance.now() - started).toFixed(0)} ms\n`);
    const scanStarted = performance.now();
    const added = await scanFuel(t.ctx.database.db);
    process.stdout.write(
      `fuel scan (every set-up vehicle, first read): ${added} events in ${(performance.now() - scanStarted).toFixed(0)} ms\n`,
    );
    const [row] = await queryRows<{ id: number }>(t.ctx.database.db, sql`SELECT id FROM vehicles WHERE imei = ${IMEI}`);
    const id = row?.id ?? 0;
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const period = `start_date=${day(Date.now() - DAYS * 86_400_000)}&end_date=${day(Date.now())}`;
    await timeCalls(
      t,
      'fuel level, one vehicle-month',
      'customer',
      `/api/fuel/fuel/fuel_level?vehicle_id=${id}&${period}`,
    );
    await timeCalls(t, 'list_fuel, the fleet over the month', 'customer', `/api/fuel/fuel/list_fuel?${period}`);
    await timeCalls(
      t,
      'manual refuels of the vehicle',
      'customer',
      `/api/fuel/refuel/list_refuel?filter=vehicle_id:${id}&sort_by=-time&limit=100`,
    );
    await timeCalls(t, 'fuel set-up of the vehicle', 'customer', `/api/fuel/fuel/view_fuel_config?vehicle_id=${id}`);
  } finally {
    await t.close();
  }
}
