import type { LiveUserNotification } from '@armada/domain';
import { SUBJECTS } from '@armada/server/live/bus';
import { buildTestApp, type TestApp } from '@armada/server/test-support/test-app';
import { reportSamples } from './stats.js';

const ROWS = 100_000;
const CUSTOMERS = ['CUS-LOGNUS', 'CUS-SINAR', 'CUS-MAJU', 'CUS-TIMUR', 'EU4-OPS'];
const orgOf = (g: string) =>
  `(SELECT id FROM organizations WHERE code = (ARRAY['${CUSTOMERS.join("','")}'])[1 + ${g} % 5])`;

/**
 * 100,000 customer organisations under the two demo dealers, 100,000 vehicles over the five demo
 * fleets, 100,000 activity notifications over those vehicles (newest last, as ingest writes them).
 */
export const MANAGEMENT_SEED = `
INSERT INTO organizations (code, name, realm_id, dealer_id)
SELECT 'BORG' || g, 'Bench customer ' || lpad(g::text, 6, '0'), 3,
  (SELECT id FROM organizations WHERE code = CASE WHEN g % 2 = 0 THEN 'DLR-JKT' ELSE 'DLR-SBY' END)
FROM generate_series(1, ${ROWS}) g;
INSERT INTO vehicles (imei, gpstype, organization_id, vehicle_name, vehicle_number, chassis_number, euro_std, device_status)
SELECT 'BENCH' || lpad(g::text, 10, '0'), 1 + g % 3, ${orgOf('g')},
  'Bench truck ' || g, 'B ' || g || ' BX', 'BCH' || g,
  CASE WHEN g % 2 = 0 THEN 'euro4' ELSE 'euro2' END, CASE WHEN g % 50 = 0 THEN 'inactive' ELSE 'active' END
FROM generate_series(1, ${ROWS}) g;
INSERT INTO notifications (organization_id, filter, type, type_name, text, imei, data, created_at)
SELECT ${orgOf('g')}, 'activity', 'overspeed', 'Overspeed', 'B ' || g || ' BX is driving at 95 km/h',
  'BENCH' || lpad(g::text, 10, '0'), '{"speed": 95}', now() - (${ROWS} - g) * interval '1 second'
FROM generate_series(1, ${ROWS}) g;
ANALYZE;
`;

export type Caller = { t: TestApp; base: string; token: string };

/** Over real HTTP on loopback: time until the whole answer is read (client and server share two cores). */
export async function timeCall({ t, base, token }: Caller, name: string, url: string, runs = 20): Promise<void> {
  const call = async () => {
    const response = await fetch(base + url, { headers: { authorization: `Bearer ${token}` } });
    const body = await response.text();
    if (response.status !== 200) throw new Error(`${url}: ${body}`);
    return body.length;
  };
  const bytes = await call(); // warm-up: plans, caches, serialiser
  const samples: number[] = [];
  const began = performance.now();
  for (let i = 0; i < runs; i += 1) {
    const t0 = performance.now();
    await call();
    samples.push(performance.now() - t0);
  }
  reportSamples(
    `${name} (${t.ctx.database.kind})`,
    samples,
    performance.now() - began,
    `${(bytes / 1e3).toFixed(1)} kB`,
  );
}

/** From the download request to the report_download notification pushed to the user (file written). */
async function timeDownload({ t, base, token }: Caller, name: string, url: string, runs = 3): Promise<void> {
  const samples: number[] = [];
  const began = performance.now();
  for (let i = 0; i < runs; i += 1) {
    const delivered = new Promise<LiveUserNotification>((resolve) => {
      const stop = t.ctx.bus.subscribe(SUBJECTS.userNotification, (payload) => {
        stop();
        resolve(payload as LiveUserNotification);
      });
    });
    const t0 = performance.now();
    const response = await fetch(base + url, { headers: { authorization: `Bearer ${token}` } });
    if (response.status !== 200) throw new Error(`${url}: ${await response.text()}`);
    const { notification } = await delivered;
    samples.push(performance.now() - t0);
    if (i === 0) process.stdout.write(`  ${name}: ${String(notification.data.rows)} rows per file\n`);
  }
  reportSamples(`${name} (${t.ctx.database.kind})`, samples, performance.now() - began);
}

const VEHICLES = '/api/vehicle/vehicle/list_vehicle';
const ORGS = '/api/user/user_org/list_user_org';
const NOTIFICATIONS = '/api/notification/notification';

/** The management lists at 100,000 rows: default page, sort, search, filter, a deep page; and a download. */
export async function benchManagement(): Promise<void> {
  const t = await buildTestApp();
  try {
    const started = performance.now();
    await t.ctx.database.exec(MANAGEMENT_SEED);
    process.stdout.write(
      `seeded ${ROWS} organisations, vehicles and notifications in ${(performance.now() - started).toFixed(0)} ms\n`,
    );
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const root: Caller = { t, base, token: await t.tokenOf('root') };
    const customer: Caller = { t, base, token: await t.tokenOf('customer') };
    await timeCall(root, 'list_vehicle, 100k, default page (by name)', VEHICLES);
    await timeCall(root, 'list_vehicle, sorted -vehicle_number', `${VEHICLES}?sort_by=-vehicle_number`);
    await timeCall(root, 'list_vehicle, search "truck 4242"', `${VEHICLES}?search=truck%204242`);
    // A search nearly every row matches: the trigram sieve must not make it slower than a scan.
    await timeCall(root, 'list_vehicle, search "truck" (all match)', `${VEHICLES}?search=truck`);
    await timeCall(
      root,
      'list_vehicle, filter euro4, inactive',
      `${VEHICLES}?filter=euro_std:euro4,device_status:inactive`,
    );
    await timeCall(root, 'list_vehicle, page 5000 of 10', `${VEHICLES}?page=5000`);
    await timeCall(customer, 'list_vehicle, customer (~20k), by name', VEHICLES);
    await timeCall(root, 'list_user_org, 100k, default page (by name)', ORGS);
    await timeCall(root, 'list_user_org, search "customer 04242"', `${ORGS}?search=customer%2004242`);
    await timeCall(root, 'list_user_org, filter customers, page 2000', `${ORGS}?filter=realm_id:3&page=2000`);
    await timeCall(root, 'list_notification, 100k, activity tab', `${NOTIFICATIONS}/list_notification?filter=activity`);
    await timeCall(
      root,
      'list_notification, search "b 4242 bx"',
      `${NOTIFICATIONS}/list_notification?search=b%204242%20bx`,
    );
    for (const word of ['driving', 'truck']) {
      const url = `${NOTIFICATIONS}/list_notification?search=${word}`;
      await timeCall(root, `list_notification, search "${word}" (all)`, url);
    }
    await timeCall(customer, 'list_notification, customer, page 100', `${NOTIFICATIONS}/list_notification?page=100`);
    await timeCall(root, 'count_unread_notification, root', `${NOTIFICATIONS}/count_unread_notification`);
    await timeCall(customer, 'count_unread_notification, customer', `${NOTIFICATIONS}/count_unread_notification`);
    await timeDownload(
      root,
      'download_vehicle_history, all 100k → notification',
      '/api/vehicle/vehicle_history/download_vehicle_history?count_perpage=0',
    );
  } finally {
    await t.close();
  }
}
