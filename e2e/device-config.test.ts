import { afterAll, describe, expect, inject, it } from 'vitest';
import { DEVICE_CONFIG_CALLS, type ConfigResultPage, type Envelope } from '@armada/domain';
import { planFleet, fleetSizeFrom } from '@armada/server/demo/fleet/fleet-plan';
import { historyVehicles } from '@armada/server/demo/history/history-plan';
import { startSimulator, type Simulator } from '@armada/server/demo/simulator/simulator';
import { newPage, signInThroughSso } from './support/browser.js';
import { useBrowser } from './support/fixtures.js';
import { choose } from './support/form-fields.js';
import { callAs, tokenOf } from './support/server-api.js';

const { browser, baseUrl } = useBrowser();
const size = fleetSizeFrom(process.env);
const replayed = new Set(historyVehicles(size).map((v) => v.imei));
/** A Concox (GT06) truck of another customer than the starter kill test's: the call centre reaches any. */
const truck = planFleet(size).find(
  (v) => v.orgCode !== 'CUS-LOGNUS' && v.family === 'concox' && v.scenario === 'normal' && !replayed.has(v.imei),
);

let simulator: Simulator | undefined;
afterAll(async () => {
  await simulator?.stop();
});

describe('call centre tracker configuration', () => {
  it('sends an APN and report interval to a simulated GT06 tracker and lists its answer', async () => {
    if (!truck) throw new Error('no Concox truck in the demo fleet');
    simulator = startSimulator({ ports: inject('ingestPorts'), vehicles: [truck], intervalMs: 1000 });
    await expect.poll(() => simulator?.stats().acked ?? 0, { timeout: 15_000 }).toBeGreaterThan(0);

    const { context, page } = await newPage(browser(), baseUrl);
    await signInThroughSso(page, 'callcenter', '/call-center/vehicle-config');
    await page.getByRole('heading', { name: 'Vehicle configuration' }).waitFor();
    await choose(page, page, 'Vehicle', truck.vehicle_number, truck.vehicle_number);
    await page.getByLabel('APN', { exact: true }).fill('telkomsel');
    await page.getByLabel('Report interval (seconds)').fill('60');
    await page.getByRole('button', { name: 'Send configuration' }).click();
    const last = page.locator('.ant-card', { hasText: 'Last configuration' });
    await last.getByText('Answer: OK! | OK!').waitFor({ timeout: 25_000 });
    await expect.poll(() => last.getByText('Answered').count()).toBe(1);
    await expect.poll(() => last.getByText('APN,telkomsel# TIMER,60#').count()).toBe(1);
    await page.screenshot({ path: 'e2e/artifacts/device-config-answer.png' });

    await page.getByRole('link', { name: 'Configuration results' }).click();
    await page.getByRole('heading', { name: 'Configuration results' }).waitFor();
    const row = page.locator('.ant-table-row', { hasText: 'APN,telkomsel# TIMER,60#' });
    await row.waitFor();
    expect(await row.getByText('OK! | OK!').count()).toBe(1);
    expect(await row.getByText('callcenter').count()).toBe(1);
    await page.screenshot({ path: 'e2e/artifacts/device-config-results.png' });

    await page.goto('/call-center/result-sms');
    await page.getByRole('heading', { name: 'Command results' }).waitFor();
    await page.locator('.ant-table-row', { hasText: 'APN,telkomsel# TIMER,60#' }).getByText('Configuration').waitFor();

    const token = await tokenOf(baseUrl, 'callcenter');
    const listed = await callAs<Envelope<ConfigResultPage>>(
      baseUrl,
      token,
      `${DEVICE_CONFIG_CALLS.configResults}?status=answered`,
    );
    expect(listed.result.data[0]).toMatchObject({
      imei: truck.imei,
      apn: 'telkomsel',
      report_interval: 60,
      answer: 'OK! | OK!',
    });
    await context.close();
  });
});
