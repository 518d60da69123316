import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { HISTORY_LIST_PATH } from '@armada/domain';
import { openPglite, queryRows } from '@armada/server/db/client';
import type { ServerProcess } from '@armada/server/test-support/server-process';
import { newPage, signInThroughSso } from './support/browser.js';
import { useBrowser } from './support/fixtures.js';
import { ownServer } from './support/own-server.js';
import { serverFleet, tokenOf } from './support/server-api.js';

const { browser } = useBrowser();
const WAIT = { timeout: 20_000 };
const own = ownServer();
const DAY_MS = 86_400_000;

let portal: ServerProcess;
let truck: { id: number; imei: string; label: string };

/**
 * A server of its own whose demo data has one customer truck lapsed a month ago: seeded by a first
 * start, changed in its stopped database (nothing else shares it), then started again.
 */
beforeAll(async () => {
  await (await own.start()).kill('SIGTERM');
  const database = await openPglite(join(own.dataDir, 'pglite'));
  const [row] = await queryRows<{ id: number; imei: string; label: string }>(
    database.db,
    sql`SELECT v.id, v.imei, coalesce(v.vehicle_number, v.vehicle_name) AS label FROM vehicles v
      JOIN organizations o ON o.id = v.organization_id
      WHERE o.code = 'CUS-LOGNUS' AND v.vehicle_number IS NOT NULL ORDER BY v.id LIMIT 1`,
  );
  if (!row) throw new Error('no demo truck of PT Logistik Nusantara');
  truck = row;
  const ended = new Date(Date.now() - 30 * DAY_MS).toISOString();
  await database.db.execute(
    sql`INSERT INTO vehicle_subscriptions (vehicle_id, plan_id, starts_at, ends_at)
      SELECT ${row.id}, id, ${new Date(Date.now() - 60 * DAY_MS).toISOString()}, ${ended}
        FROM subscription_plans WHERE code = 'BASIC-1'
      ON CONFLICT (vehicle_id) DO UPDATE SET starts_at = EXCLUDED.starts_at, ends_at = EXCLUDED.ends_at`,
  );
  await database.close();
  portal = await own.start();
}, 300_000);

afterAll(async () => {
  await portal.kill('SIGTERM');
  own.remove();
});

describe('a lapsed subscription', () => {
  it('shows the customer the truck as lapsed, stops its history, and keeps it on the live map', async () => {
    const base = portal.url;
    const { context, page } = await newPage(browser(), base);
    await signInThroughSso(page, 'customer', '/subscription/status');
    await page.waitForURL('**/subscription/status', WAIT);
    const row = page.getByRole('row', { name: new RegExp(truck.label) });
    await expect.poll(() => row.getByText('Lapsed', { exact: true }).count(), WAIT).toBe(1);
    await context.close();

    const token = await tokenOf(base, 'customer');
    const end = new Date().toISOString();
    const begin = new Date(Date.now() - DAY_MS).toISOString();
    const history = await fetch(`${base}${HISTORY_LIST_PATH}?imei=${truck.imei}&start=${begin}&end=${end}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(history.status).toBe(403);
    expect(((await history.json()) as { code: string }).code).toBe('subscription_lapsed');
    const fleet = await serverFleet(base, 'customer');
    expect(fleet.data.map((vehicle) => vehicle.imei)).toContain(truck.imei);
  });
});
