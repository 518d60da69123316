import { afterAll, describe, expect, inject, it } from 'vitest';
import { COMMAND_LIST_PATH, type CommandPage, type Envelope } from '@armada/domain';
import { planFleet, fleetSizeFrom } from '@armada/server/demo/fleet/fleet-plan';
import { historyVehicles } from '@armada/server/demo/history/history-plan';
import { startSimulator, type Simulator } from '@armada/server/demo/simulator/simulator';
import { newPage } from './support/browser.js';
import { useBrowser } from './support/fixtures.js';
import { openMaps, openVehicle } from './support/maps-page.js';
import { callAs, tokenOf } from './support/server-api.js';

const { browser, baseUrl } = useBrowser();
const size = fleetSizeFrom(process.env);
const replayed = new Set(historyVehicles(size).map((v) => v.imei));
/** A Teltonika truck of the customer's fleet, not the one the history test replays. */
const truck = planFleet(size).find(
  (v) => v.orgCode === 'CUS-LOGNUS' && v.family === 'teltonika' && v.scenario === 'normal' && !replayed.has(v.imei),
);

let simulator: Simulator | undefined;
afterAll(async () => {
  await simulator?.stop();
});

describe('engine starter kill', () => {
  it('sends Off to a simulated tracker connected over TCP and shows its answer', async () => {
    if (!truck) throw new Error('no Teltonika truck in the customer fleet');
    simulator = startSimulator({ ports: inject('ingestPorts'), vehicles: [truck], intervalMs: 1000 });
    await expect.poll(() => simulator?.stats().acked ?? 0, { timeout: 15_000 }).toBeGreaterThan(0);

    const { context, page } = await newPage(browser(), baseUrl);
    await openMaps(page, 'customer');
    const drawer = await openVehicle(page, truck.vehicle_number);
    await drawer.getByRole('button', { name: 'Off' }).click();
    const dialog = page.getByRole('dialog', { name: 'Turn the starter kill off?' });
    await expect.poll(() => dialog.getByText(truck.vehicle_number, { exact: false }).count()).toBe(1);
    await page.screenshot({ path: 'e2e/artifacts/starter-kill-confirm.png' });
    await dialog.getByRole('button', { name: 'Turn off' }).click();
    await dialog.getByText('The tracker answered: DOUT1:0 DOUT2:0').waitFor({ timeout: 25_000 });
    await page.screenshot({ path: 'e2e/artifacts/starter-kill-answer.png' });
    // The footer's Close, not the corner's close icon.
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => drawer.getByText('Answered').count()).toBeGreaterThan(0);

    const token = await tokenOf(baseUrl, 'customer');
    const audit = await callAs<Envelope<CommandPage>>(baseUrl, token, `${COMMAND_LIST_PATH}?imei=${truck.imei}`);
    expect(audit.result.data[0]).toMatchObject({ action: 'off', status: 'answered', payload: 'setdigout 0' });
    await context.close();
  });
});
