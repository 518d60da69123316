import { describe, expect, it } from 'vitest';
import type { SensorHistory, SensorStatePage, SensorStateRow } from '@armada/domain';
import { newPage, signInThroughSso } from './support/browser.js';
import { useBrowser } from './support/fixtures.js';
import { callAs, tokenOf } from './support/server-api.js';

const { browser, baseUrl } = useBrowser();
const WAIT = { timeout: 20_000 };
const LIST = '/api/sensor-service/vehiclesensor/list_sensor_state';
const HISTORY = '/api/sensor-service/vehiclesensor/view_sensor_history';
const STATE_LABEL: Record<string, string> = { door_open: 'Door open', load: 'Loaded', normal: 'Normal' };

/** A sensor of the customer's in `state` whose last day has readings and state changes (a demo truck with history). */
async function sensorWithHistory(token: string, state: string): Promise<SensorStateRow | undefined> {
  const { result } = await callAs<{ result: SensorStatePage }>(baseUrl, token, `${LIST}?state=${state}&limit=1000`);
  for (const row of result.data) {
    const { result: history } = await callAs<{ result: SensorHistory }>(baseUrl, token, `${HISTORY}?id=${row.id}`);
    if (history.buckets.length > 0 && history.changes.length > 1) return row;
  }
  return undefined;
}

describe('fleet sensors', () => {
  it('lists the sensors, filters by a state, and opens a sensor with its chart and state changes', async () => {
    const token = await tokenOf(baseUrl, 'customer');
    let state = 'door_open';
    let sensor = await sensorWithHistory(token, state);
    for (const other of ['load', 'normal']) {
      if (sensor) break;
      state = other;
      sensor = await sensorWithHistory(token, state);
    }
    if (!sensor) throw new Error('no sensor of the customer has a day of history');

    const { context, page } = await newPage(browser(), baseUrl);
    await signInThroughSso(page, 'customer', '/sensor');
    await page.waitForURL('**/sensor');
    await expect.poll(() => page.getByRole('heading', { name: 'Sensor states' }).count(), WAIT).toBe(1);
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => rows.count(), WAIT).toBeGreaterThan(0);

    // The state counts filter the list to the sensors in that state.
    const stateLabel = STATE_LABEL[state] ?? state;
    await page.getByLabel('Sensors per state').getByText(stateLabel, { exact: true }).click();
    await page.waitForURL(new RegExp(`state=${state}`), WAIT);
    const states = page.locator('.ant-table-tbody tr.ant-table-row td:nth-child(5)');
    await expect.poll(async () => [...new Set(await states.allInnerTexts())], WAIT).toEqual([stateLabel]);

    // Narrowed to the truck, its row opens the sensor's detail.
    await page.getByLabel('Vehicle, plate, chassis or sensor code').fill(sensor.vehicle_number ?? sensor.imei);
    await page.keyboard.press('Enter');
    const row = rows.filter({ hasText: sensor.code_sensor });
    await expect.poll(() => row.count(), WAIT).toBeGreaterThan(0);
    await row.first().locator('td').first().click();
    await page.waitForURL(/\/sensor\/detail\?id=\d+/, WAIT);
    await expect.poll(() => page.getByRole('img', { name: 'Values over the period' }).count(), WAIT).toBe(1);
    await expect.poll(() => page.locator('canvas').count(), WAIT).toBeGreaterThan(0);
    const changes = page
      .locator('.ant-card', { hasText: 'State changes' })
      .locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => changes.count(), WAIT).toBeGreaterThan(1);
    expect(await changes.first().innerText()).toContain('(ongoing)');
    await context.close();
  });
});
