import { timeCalls } from './app-calls.js';
import { sql } from 'drizzle-orm';
import {
  ANALYTIC_RATIOS,
  analyticPath,
  CUSTOMER_ACTIVATION_PATHS,
  DEALER_PERFORMANCE_PATH,
  DEALER_RANKING_PATH,
  FLEET_SUMMARY_PATH,
  REALM_ID,
  VEHICLE_ACTIVATION_PATHS,
} from '@armada/domain';
import { queryRows } from '@armada/server/db/client';
import { buildTestApp } from '@armada/server/test-support/test-app';
import { COUNT_PARTS, countPart, monthAt } from '@armada/server/modules/analytic/ratio-counts';
import { fleetSummary } from '@armada/server/modules/analytic/fleet-summary';
import { reportSamples } from './stats.js';

const ZONE = 'Asia/Jakarta';

const VEHICLES = 100_000;
const CUSTOMERS = 5_000;
const DEALERS = 50;

/**
 * 50 dealers over the demo's areas and groups, 5,000 customers, 100,000 vehicles with a state (some
 * stale, some never activated), a sale per vehicle over two years, a month of sign-ins, two years
 * of closed months for every ratio of every dealer, and a day's driving every third day of the last 14.
 */
const SEED = `
INSERT INTO organizations (code, name, realm_id, dealer_group_id, org_area_id)
SELECT 'BENCH-DLR-' || g, 'Bench dealer ' || g, ${REALM_ID.dealer},
  (SELECT id FROM dealer_groups ORDER BY id OFFSET g % 3 LIMIT 1),
  (SELECT id FROM org_areas ORDER BY id OFFSET g % 7 LIMIT 1)
FROM generate_series(1, ${DEALERS}) g;
INSERT INTO organizations (code, name, realm_id, dealer_id)
SELECT 'BENCH-CUS-' || g, 'Bench customer ' || g, ${REALM_ID.customer},
  (SELECT id FROM organizations WHERE code = 'BENCH-DLR-' || (1 + g % ${DEALERS}))
FROM generate_series(1, ${CUSTOMERS}) g;
INSERT INTO vehicles (imei, organization_id, vehicle_name, chassis_number, activation_status, activation_date, created_at)
SELECT 'AN' || lpad(g::text, 13, '0'),
  (SELECT id FROM organizations WHERE code = 'BENCH-CUS-' || (1 + g % ${CUSTOMERS})),
  'Bench truck ' || g, 'BENCH-CH-' || g, CASE WHEN g % 10 = 0 THEN '0' WHEN g % 10 = 1 THEN '1' ELSE '2' END,
  (current_date - (g % 700))::date, now() - interval '800 days'
FROM generate_series(1, ${VEHICLES}) g;
INSERT INTO vehicle_state (imei, time, lat, lng)
SELECT imei, now() - (id % 5000) * interval '1 minute', -6.2, 106.8 FROM vehicles WHERE imei LIKE 'AN%';
INSERT INTO retail_sales (chassis_number, dealer_id, customer_org_id, sold_on)
SELECT v.chassis_number, o.dealer_id, o.id, (v.activation_date - 10)::date
FROM vehicles v JOIN organizations o ON o.id = v.organization_id WHERE v.imei LIKE 'AN%';
INSERT INTO login_logs (username, organization_id, status, created_at)
SELECT 'bench' || g, (SELECT id FROM organizations WHERE code = 'BENCH-CUS-' || (1 + g % ${CUSTOMERS})),
  'success', now() - (g % 20) * interval '1 hour'
FROM generate_series(1, 20000) g;
INSERT INTO analytic_months (month, dealer_id, ratio, numerator, denominator)
SELECT date_trunc('month', current_date - m * interval '1 month')::date, o.id, r, 1500, 2000
FROM generate_series(1, 24) m, organizations o,
  unnest(ARRAY['${ANALYTIC_RATIOS.join("','")}']) r
WHERE o.code LIKE 'BENCH-DLR-%'
ON CONFLICT DO NOTHING;
INSERT INTO report_days (imei, day, distance_m, engine_s, overspeed_count, overspeed_s, fuel_used)
SELECT v.imei, current_date - d, 150000 + (v.id % 200) * 1000, 8 * 3600, (v.id + d) % 4, ((v.id + d) % 4) * 45,
  50 + (v.id % 30)
FROM vehicles v, generate_series(0, 13) d WHERE v.imei LIKE 'AN%' AND (v.id + d) % 3 = 0;
ANALYZE;
`;

/** Every analytic call over 100,000 vehicles and 5,000 customers: the brand's total, one dealer, a dealer's own. */
export async function benchAnalytics(): Promise<void> {
  // As the server runs: the month in progress counted once a minute for all callers.
  const t = await buildTestApp({ analyticsLiveMs: 60_000 });
  try {
    const started = performance.now();
    await t.ctx.database.exec(SEED);
    process.stdout.write(
      `seeded ${VEHICLES} vehicles, ${CUSTOMERS} customers, ${DEALERS} dealers in ${(performance.now() - started).toFixed(0)} ms\n`,
    );
    const year = new Date().getFullYear();
    const [dealer] = await queryRows<{ id: number }>(
      t.ctx.database.db,
      sql`SELECT id FROM organizations WHERE code = 'BENCH-DLR-1'`,
    );
    // The first call of a minute counts the month in progress (each part once for every dealer); the others read it.
    for (const part of COUNT_PARTS) {
      const samples: number[] = [];
      const began = performance.now();
      for (let i = 0; i < 5; i += 1) {
        const t0 = performance.now();
        await countPart(t.ctx.database.db, part, monthAt(Date.now(), ZONE), ZONE, Date.now());
        samples.push(performance.now() - t0);
      }
      reportSamples(
        `counting the month in progress, ${part} (${t.ctx.database.kind})`,
        samples,
        performance.now() - began,
      );
    }
    for (const ratio of ANALYTIC_RATIOS) {
      await timeCalls(t, `${ratio}, brand`, 'admin', `${analyticPath(ratio)}?year=${year}`);
    }
    const id = dealer?.id ?? 0;
    await timeCalls(
      t,
      'vehicle_activation_ratio, one dealer',
      'admin',
      `${analyticPath('vehicle_activation_ratio')}?year=${year}&dealer_id=${id}`,
    );
    const month = new Date().getMonth() + 1;
    await timeCalls(
      t,
      'dealer ranking, top 10 of 50 dealers',
      'admin',
      `${DEALER_RANKING_PATH}?year=${year}&month=${month}&ratio=vehicle_activation_ratio`,
    );
    await timeCalls(
      t,
      'dealer ranking, a closed month',
      'admin',
      `${DEALER_RANKING_PATH}?year=${year - 1}&month=${month}&ratio=customer_engagement_ratio`,
    );
    for (const [name, dealers] of [
      ['brand', 'all'],
      ['one dealer', [id]],
    ] as const) {
      const samples: number[] = [];
      const began = performance.now();
      for (let i = 0; i < 5; i += 1) {
        const t0 = performance.now();
        await fleetSummary(t.ctx.database.db, dealers === 'all' ? 'all' : [...dealers], ZONE, Date.now());
        samples.push(performance.now() - t0);
      }
      reportSamples(
        `fleet summary, 14 days counted, ${name} (${t.ctx.database.kind})`,
        samples,
        performance.now() - began,
      );
    }
    await timeCalls(t, 'fleet summary call, brand (kept a minute)', 'admin', FLEET_SUMMARY_PATH);
    await timeCalls(t, 'vehicle activation report, first 100', 'admin', VEHICLE_ACTIVATION_PATHS.list);
    await timeCalls(
      t,
      'vehicle activation report, last changed first',
      'admin',
      `${VEHICLE_ACTIVATION_PATHS.list}?sort=-last_change_at`,
    );
    await timeCalls(t, 'customer activation report, first 100 of 5,000', 'admin', CUSTOMER_ACTIVATION_PATHS.list);
    await timeCalls(
      t,
      'customer activation report, last changed first',
      'admin',
      `${CUSTOMER_ACTIVATION_PATHS.list}?sort=-last_change_at`,
    );
    await timeCalls(t, 'dealer performance, 50 dealers, this year', 'admin', `${DEALER_PERFORMANCE_PATH}?year=${year}`);
    await timeCalls(t, 'dealer performance, last year', 'admin', `${DEALER_PERFORMANCE_PATH}?year=${year - 1}`);
    await timeCalls(
      t,
      'customer_engagement_ratio, a dealer its own',
      'dealer',
      `${analyticPath('customer_engagement_ratio')}?year=${year}`,
    );
  } finally {
    await t.close();
  }
}
