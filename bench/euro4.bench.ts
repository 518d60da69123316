import { timeCalls } from './app-calls.js';
import { EURO4_PATHS, REALM_ID } from '@armada/domain';
import { buildTestApp, type TestApp } from '@armada/server/test-support/test-app';
import { countPart, monthAt } from '@armada/server/modules/analytic/ratio-counts';
import { fleetCacheOf } from '@armada/server/modules/monitoring/fleet-cache-of';
import { toEuro4Trucks } from '@armada/server/modules/euro4/euro4-fleet';
import { queryRows } from '@armada/server/db/client';
import { sql } from 'drizzle-orm';
import { measure, reportSamples } from './stats.js';

const ZONE = 'Asia/Jakarta';
const VEHICLES = 100_000;
const CUSTOMERS = 5_000;
const DEALERS = 50;

/**
 * 50 dealers, 5,000 customers and 100,000 vehicles, half of them Euro 4, each with a state in every
 * movement (some stale, some inactive devices), a third with a door sensor.
 */
const SEED = `
INSERT INTO organizations (code, name, realm_id)
SELECT 'E4B-DLR-' || g, 'Euro 4 bench dealer ' || g, ${REALM_ID.dealer} FROM generate_series(1, ${DEALERS}) g;
INSERT INTO organizations (code, name, realm_id, dealer_id)
SELECT 'E4B-CUS-' || g, 'Euro 4 bench customer ' || g, ${REALM_ID.customer},
  (SELECT id FROM organizations WHERE code = 'E4B-DLR-' || (1 + g % ${DEALERS}))
FROM generate_series(1, ${CUSTOMERS}) g;
INSERT INTO vehicles (imei, gpstype, organization_id, vehicle_name, vehicle_number, chassis_number, euro_std,
  device_status, activation_status, activation_date, created_at)
SELECT 'E4B' || lpad(g::text, 12, '0'), 1 + g % 3,
  (SELECT id FROM organizations WHERE code = 'E4B-CUS-' || (1 + g % ${CUSTOMERS})),
  'Bench truck ' || g, 'B ' || g || ' EU', 'E4BCH' || g, CASE WHEN g % 2 = 0 THEN 'euro4' ELSE 'euro2' END,
  CASE WHEN g % 50 = 0 THEN 'inactive' ELSE 'active' END, CASE WHEN g % 10 = 0 THEN '1' ELSE '2' END,
  (current_date - (g % 700))::date, now() - interval '800 days'
FROM generate_series(1, ${VEHICLES}) g;
INSERT INTO vehicle_state (imei, time, lat, lng, alt, head, speed, sat, props)
SELECT imei, now() - (id % 4000) * interval '1 minute', -6.2 - (id % 100) * 0.01, 106.8 + (id % 97) * 0.01,
  30, id % 360, id % 90, 10,
  jsonb_build_object('ign', id % 2, 'gps', 1, 'accu', 24.1, 'gps_batt', 4.0, 'gsm_signal', 4, 'door1', id % 2)
FROM vehicles WHERE imei LIKE 'E4B%';
INSERT INTO vehicle_sensors (vehicle_id, type_sensor, type_id, code_sensor, name, source, normal)
SELECT id, 'door', 1, 'D' || id, 'Rear door', 'door1', 1 FROM vehicles WHERE imei LIKE 'E4B%' AND id % 3 = 0;
ANALYZE;
`;

/**
 * The Euro 4 calls over 100,000 vehicles (50,000 Euro 4): derived from the fleet cache at every call
 * (the worst case: the server keeps a derivation up to 5 s), and the month in progress counted in SQL.
 */
export async function benchEuro4(): Promise<void> {
  const t = await buildTestApp({ analyticsLiveMs: 0 });
  try {
    const started = performance.now();
    await t.ctx.database.exec(SEED);
    process.stdout.write(
      `seeded ${VEHICLES} vehicles (half Euro 4) in ${(performance.now() - started).toFixed(0)} ms\n`,
    );
    const year = new Date().getFullYear();
    // The parts of one derivation: the fleet cache's refresh, the organisations, the derivation itself.
    const fleet = fleetCacheOf(t.ctx);
    const rows = await fleet.rows();
    await measure('fleet cache rows, incremental refresh', 10, async () => void (await fleet.rows()));
    const orgs = await queryRows<{ id: number; name: string; realm_id: number; dealer_id: number | null }>(
      t.ctx.database.db,
      sql`SELECT id, name, realm_id, dealer_id FROM organizations`,
    );
    await measure('organisations read', 10, async () => {
      await queryRows(t.ctx.database.db, sql`SELECT id, name, realm_id, dealer_id FROM organizations`);
    });
    await measure('deriving 50,000 Euro 4 trucks', 10, async () => {
      toEuro4Trucks(rows, orgs, Date.now(), ZONE);
    });
    await timeCallsAs(t, 'euro4 summary, derived at each call', EURO4_PATHS.summary);
    await timeCallsAs(t, 'euro4 dealers, first page by units', `${EURO4_PATHS.dealers}?count_perpage=10`);
    await timeCallsAs(t, 'euro4 trucks, all dealers, by name', `${EURO4_PATHS.vehicles}?count_perpage=10`);
    await timeCallsAs(
      t,
      'euro4 trucks, one dealer, not updated, by time',
      `${EURO4_PATHS.vehicles}?count_perpage=50&dealer_id=1&type=notupdate&sort=-time`,
    );
    await timeCallsAs(t, 'euro4 trucks, searched', `${EURO4_PATHS.vehicles}?count_perpage=10&search=truck%2012`);
    await timeCallsAs(
      t,
      'euro4 activation ratio, live month',
      `${EURO4_PATHS.ratio}?year=${year}&ratio=vehicle_activation_ratio`,
      5,
    );
    const samples: number[] = [];
    const began = performance.now();
    for (let i = 0; i < 5; i += 1) {
      const t0 = performance.now();
      await countPart(t.ctx.database.db, 'vehicles', monthAt(Date.now(), ZONE), ZONE, Date.now(), 'euro4');
      samples.push(performance.now() - t0);
    }
    reportSamples(`counting the month in progress, euro4 (${t.ctx.database.kind})`, samples, performance.now() - began);
  } finally {
    await t.close();
  }
}

/** The Euro 4 calls as the euro4 user. */
const timeCallsAs = (t: TestApp, name: string, url: string, runs?: number) => timeCalls(t, name, 'euro4', url, runs);
