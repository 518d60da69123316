import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { chooseLanguage, newPage } from './support/browser.js';
import { useBrowser } from './support/fixtures.js';
import { sendTeltonika, startFleetServer, type FleetServer } from './support/fleet-server.js';
import { openMaps, openVehicle } from './support/maps-page.js';
import { serverFleet } from './support/server-api.js';

const { browser } = useBrowser();
const ADDRESS_PATH = '/api/monitoring-service/others/getaddress';
/** About 4 km north-east of Karawang's centre. */
const WHERE = { lat: -6.274, lng: 107.334 };
let server: FleetServer | undefined;
let plate = '';

/** One of the customer's trucks reports a fix at WHERE; answers when the monitoring list has it. */
async function placeTruck(url: string): Promise<void> {
  const truck = (await serverFleet(url, 'customer')).data.find(
    (v) => v.device_type === 'teltonika' && v.device_status === 'active',
  );
  if (!truck?.vehicle_number) throw new Error('the customer has no active Teltonika truck');
  plate = truck.vehicle_number;
  const time = Math.floor(Date.now() / 1000) * 1000 - 5_000;
  await sendTeltonika(server?.teltonikaPort ?? 0, [
    { imei: truck.imei, gpstype: 2, time, ...WHERE, alt: 20, head: 0, speed: 0, sat: 10, properties: { ign: 0 } },
  ]);
  for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
    const listed = (await serverFleet(url, 'customer')).data.find((v) => v.imei === truck.imei);
    if (listed?.position.lat === WHERE.lat) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the truck did not report its position within 30 s');
}

beforeAll(async () => {
  server = await startFleetServer();
  await placeTruck(server.url);
});
afterAll(async () => {
  await server?.stop();
});

/** The next address the screen asks for: the language it sent and the text it got. */
async function nextAddress(page: Page, start: () => Promise<unknown>) {
  const answer = page.waitForResponse((response: Response) => response.url().includes(ADDRESS_PATH));
  await start();
  const response = await answer;
  const body = (await response.json()) as { result: string };
  return { language: await response.request().headerValue('accept-language'), text: body.result };
}

describe('the address of a truck', () => {
  it("is worded in the reader's language, and again when the language changes", async () => {
    const { context, page } = await newPage(browser(), server?.url ?? '');
    await openMaps(page, 'customer');

    const english = await nextAddress(page, () => openVehicle(page, plate));
    expect(english).toEqual({ language: 'en-us', text: '4 km north-east of Karawang, West Java' });
    const drawer = page.locator('.ant-drawer').filter({ hasText: plate });
    await expect.poll(() => drawer.innerText()).toContain(english.text);

    const indonesian = await nextAddress(page, async () => {
      // The open drawer lies over the header's language switch: reach it by keyboard.
      await page.getByRole('combobox', { name: 'Language' }).focus();
      await page.keyboard.press('ArrowDown');
      await page.getByRole('option', { name: 'Indonesia' }).click();
    });
    expect(indonesian).toEqual({ language: 'id', text: '4 km timur laut Karawang, Jawa Barat' });
    await expect.poll(() => drawer.innerText()).toContain(indonesian.text);
    await context.close();
  });

  it("is listed in the fleet explorer in the reader's language, and again when the language changes", async () => {
    const { context, page } = await newPage(browser(), server?.url ?? '');
    await openMaps(page, 'customer');
    await page.goto('/explore');
    await page.getByPlaceholder('Search name, plate, chassis, IMEI or location').fill(plate);
    // The grid's name changes with the language: find it by its role alone.
    const location = page
      .getByRole('grid')
      .getByRole('row', { name: new RegExp(plate) })
      .getByRole('gridcell')
      .last();
    await expect.poll(() => location.getAttribute('title')).toBe('4 km north-east of Karawang, West Java');

    await chooseLanguage(page, '日本語');
    await expect.poll(() => location.getAttribute('title')).toBe('西ジャワ州、Karawang の北東 4 km');
    await context.close();
  });
});
