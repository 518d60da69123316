import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { TelemetryProperties } from '@armada/domain';
import { newPage } from './support/browser.js';
import { useBrowser } from './support/fixtures.js';
import { sendTeltonika } from './support/fleet-server.js';
import { openMaps, openVehicle } from './support/maps-page.js';
import { serverFleet } from './support/server-api.js';

const { browser, baseUrl } = useBrowser();

/** No other browser test signs in as euro4: its choice of zone and style changes no one else's screens. */
const USER = 'euro4';

/** DD MMM YYYY HH:mm in a zone, as the portal writes a time in English. */
function minuteIn(ms: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(ms);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')} ${part('hour')}:${part('minute')}`;
}

const kilometres = (value: number, locale: string) =>
  `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value)} km`;

/** A truck of the user's, reporting once over TCP with a mileage in the thousands (the demo's trucks of theirs are silent). */
const truck = { plate: '', time: Math.floor(Date.now() / 60_000) * 60_000 - 60_000, mileage: 123_456.7 };

beforeAll(async () => {
  const vehicle = (await serverFleet(baseUrl, USER)).data.find(
    (v) => v.device_type === 'teltonika' && v.device_status === 'active' && v.vehicle_number,
  );
  if (!vehicle?.vehicle_number) throw new Error(`${USER} has no active Teltonika truck`);
  truck.plate = vehicle.vehicle_number;
  const properties: TelemetryProperties = { ign: 0, gps: 1, accu: 25.2, mileage: truck.mileage };
  await sendTeltonika(inject('ingestPorts').teltonika, [
    {
      imei: vehicle.imei,
      gpstype: 2,
      time: truck.time,
      lat: -6.2,
      lng: 106.85,
      alt: 20,
      head: 0,
      speed: 0,
      sat: 10,
      properties,
    },
  ]);
  for (const deadline = Date.now() + 30_000; ;) {
    const listed = (await serverFleet(baseUrl, USER)).data.find((v) => v.imei === vehicle.imei);
    if (listed?.properties.mileage === truck.mileage) return;
    if (Date.now() > deadline) throw new Error('the server did not list the truck sent');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

describe('display preferences', () => {
  it('shows times in the zone and numbers in the style the user picks in the profile', async () => {
    const { time, mileage } = truck;
    const { context, page } = await newPage(browser(), baseUrl);
    await openMaps(page, USER);

    const detail = async () => openVehicle(page, truck.plate);
    let drawer = await detail();
    // The defaults: Jakarta's time (WIB) and the German style, whatever the browser's zone.
    await drawer.getByText(minuteIn(time, 'Asia/Jakarta'), { exact: true }).waitFor();
    await drawer.getByText(kilometres(mileage, 'de-DE'), { exact: true }).waitFor();

    await page.goto('/my-account');
    await page.getByLabel('Time zone').click();
    await page.getByText('WIT — Eastern Indonesia (Jayapura, UTC+9)').click();
    await page.getByLabel('Number format').click();
    await page.getByText('US: 1,234.5').click();
    const saved = page.waitForResponse((r) => r.url().includes('/edit_profile') && r.ok());
    await page.getByRole('button', { name: 'Save' }).click();
    await saved;

    await page.goto('/maps');
    drawer = await detail();
    await drawer.getByText(minuteIn(time, 'Asia/Jayapura'), { exact: true }).waitFor();
    await drawer.getByText(kilometres(mileage, 'en-US'), { exact: true }).waitFor();
    expect(minuteIn(time, 'Asia/Jayapura')).not.toBe(minuteIn(time, 'Asia/Jakarta'));
    expect(kilometres(mileage, 'en-US')).not.toBe(kilometres(mileage, 'de-DE'));
    await page.screenshot({ path: 'e2e/artifacts/display-preferences.png' });

    // The choice is the user's, kept by the server: a new browser signed in as them reads the same.
    const second = await newPage(browser(), baseUrl);
    await openMaps(second.page, USER);
    const again = await openVehicle(second.page, truck.plate);
    await again.getByText(minuteIn(time, 'Asia/Jayapura'), { exact: true }).waitFor();
    await second.context.close();
    await context.close();
  });
});
