import { timeCalls } from './app-calls.js';
import { REALM_ID } from '@armada/domain';
import { buildTestApp } from '@armada/server/test-support/test-app';

const VEHICLES = 100_000;
const CUSTOMERS = 5_000;
const DEALERS = 50;

/**
 * 100,000 vehicles of 5,000 customers under 50 dealers; a fifth silent for 3 to 30 days with every
 * kind of last record (power cut, lost signal, parked, driving), 1 in 50 never reported, 1 in 20
 * reporting a flat accu (abnormal).
 */
const SEED = `
INSERT INTO organizations (code, name, realm_id)
SELECT 'HB-DLR-' || g, 'Health dealer ' || g, ${REALM_ID.dealer} FROM generate_series(1, ${DEALERS}) g;
INSERT INTO organizations (code, name, realm_id, dealer_id, phone, email)
SELECT 'HB-CUS-' || g, 'Health customer ' || g, ${REALM_ID.customer},
  (SELECT id FROM organizations WHERE code = 'HB-DLR-' || (1 + g % ${DEALERS})), '+62 21 555 ' || g, 'c' || g || '@example.com'
FROM generate_series(1, ${CUSTOMERS}) g;
INSERT INTO vehicles (imei, organization_id, vehicle_name, chassis_number, activation_status)
SELECT 'HB' || lpad(g::text, 13, '0'),
  (SELECT id FROM organizations WHERE code = 'HB-CUS-' || (1 + g % ${CUSTOMERS})), 'Health truck ' || g, 'HB-CH-' || g, '2'
FROM generate_series(1, ${VEHICLES}) g;
INSERT INTO vehicle_state (imei, time, lat, lng, speed, sat, props)
SELECT imei,
  CASE WHEN id % 5 = 0 THEN now() - (3 + id % 27) * interval '1 day' ELSE now() - (id % 600) * interval '1 minute' END,
  -6.2 + (id % 100) * 0.01, 106.8 + (id % 97) * 0.01,
  CASE WHEN id % 4 = 0 THEN 0 ELSE 40 END, CASE WHEN id % 7 = 0 THEN 2 ELSE 9 END,
  jsonb_build_object('ign', CASE WHEN id % 4 = 0 THEN 0 ELSE 1 END, 'gps', 1, 'gsm_signal', 4,
    'accu', CASE WHEN id % 20 = 0 THEN 0 ELSE 24.5 END)
FROM vehicles WHERE imei LIKE 'HB%' AND id % 50 <> 0;
ANALYZE;
`;

/** The not-updated list with likely reasons, its counts per reason, and the abnormal list, over 100,000 vehicles. */
export async function benchFleetHealth(): Promise<void> {
  const t = await buildTestApp();
  try {
    const started = performance.now();
    await t.ctx.database.exec(SEED);
    process.stdout.write(`seeded ${VEHICLES} vehicles in ${(performance.now() - started).toFixed(0)} ms\n`);
    const history = '/api/vehicle/vehicle_history';
    const abnormal = '/api/vehicle/vehicle_abnormal';
    await timeCalls(t, 'not-updated list, oldest first, 10 rows', 'admin', `${history}/list_notupdate?page=1`);
    await timeCalls(t, 'not-updated list, 100 rows', 'admin', `${history}/list_notupdate?count_perpage=100&page=50`);
    await timeCalls(
      t,
      'not-updated list, one reason',
      'admin',
      `${history}/list_notupdate?likely_reason=parked_long&sort=-last_update`,
    );
    await timeCalls(t, 'not-updated counts per reason', 'admin', `${history}/summary_notupdate`);
    await timeCalls(t, 'abnormal list, 10 rows', 'admin', `${abnormal}/list_vehicle_abnormal?page=1`);
    await timeCalls(t, 'abnormal list, all (map)', 'admin', `${abnormal}/list_vehicle_abnormal?count_perpage=20000`);
    await timeCalls(t, 'abnormal counts per kind', 'admin', `${abnormal}/summary_vehicle_abnormal`);
  } finally {
    await t.close();
  }
}
