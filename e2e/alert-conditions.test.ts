import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_LIST_PATH, type NotificationPage, type Telemetry } from '@armada/domain';
import { encodeAvlPacket, encodeImei } from '@armada/server/ingest/protocols/teltonika/index';
import { openTcpClient } from '@armada/server/test-support/tcp-client';
import { newPage, signInThroughSso } from './support/browser.js';
import { useBrowser } from './support/fixtures.js';
import { startFleetServer, type FleetServer } from './support/fleet-server.js';
import { callAs, serverFleet, tokenOf } from './support/server-api.js';

const { browser } = useBrowser();
const WAIT = { timeout: 20_000 };
let server: FleetServer | undefined;

beforeAll(async () => {
  server = await startFleetServer();
});
afterAll(async () => {
  await server?.stop();
});

/**
 * 40 minutes of a truck's track, a fix every 10 s, ending a minute ago: cruising at 60 km/h, then 30
 * minutes between 100 and 110 with 15 s at 70 every 4 minutes (a real truck slowing behind another),
 * then 60 again.
 */
function speedingTrack(imei: string, end: number): Telemetry[] {
  const start = Math.floor((end - 2400_000) / 1000) * 1000;
  const speedAt = (s: number) => (s < 300 || s >= 2100 ? 60 : (s - 300) % 240 >= 225 ? 70 : 100 + ((s / 10) % 11));
  let lng = 106.7;
  return Array.from({ length: 240 }, (_, i) => {
    const speed = speedAt(i * 10);
    lng += (speed / 3.6) * 10 * 1e-5;
    return {
      imei,
      gpstype: 2,
      time: start + i * 10_000,
      lat: -6.25,
      lng,
      alt: 20,
      head: 90,
      speed,
      sat: 10,
      properties: { ign: 1, gps: 1, accu: 25.2, gps_batt: 4.1, gsm_signal: 5 },
    };
  });
}

/** Sends the records over one Teltonika connection, 20 to a packet, each packet after the last's acknowledgement. */
async function sendTrack(port: number, records: readonly Telemetry[]): Promise<void> {
  const client = await openTcpClient(port);
  client.send(encodeImei(records[0]?.imei ?? ''));
  expect((await client.read(1))[0]).toBe(1);
  for (let i = 0; i < records.length; i += 20) {
    client.send(encodeAvlPacket(records.slice(i, i + 20)));
    await client.read(4);
  }
  client.end();
}

describe('alerts for a condition that goes on', () => {
  it('shows a 30-minute overspeed with dips under the limit as one alert, with its duration and top speed', async () => {
    const url = server?.url ?? '';
    // A truck of the customer's with no track yet, so the drive is all the detector has seen of it.
    const fleet = await serverFleet(url, 'customer');
    const truck = fleet.data.find(
      (v) => v.device_type === 'teltonika' && v.device_status === 'active' && !v.properties.time,
    );
    expect(truck).toBeDefined();
    const imei = truck?.imei ?? '';
    const plate = truck?.vehicle_number ?? '';
    const track = speedingTrack(imei, Date.now() - 60_000);
    await sendTrack(server?.teltonikaPort ?? 0, track);
    const driven = track[0]?.time ?? 0;

    const token = await tokenOf(url, 'customer');
    const overspeeds = async () => {
      const query = `filter=activity&type=overspeed&page=1&limit=50&search=${encodeURIComponent(imei)}`;
      const { result } = await callAs<{ result: NotificationPage }>(url, token, `${NOTIFICATION_LIST_PATH}?${query}`);
      // The demo seeds a few days of alerts for its trucks: only those of the drive count here.
      return result.data.filter((row) => row.imei === imei && Date.parse(row.created_at) >= driven);
    };
    await expect.poll(async () => (await overspeeds())[0]?.data.duration_s, WAIT).toBe(1800);
    expect(await overspeeds()).toHaveLength(1);

    const { context, page } = await newPage(browser(), url);
    await signInThroughSso(page, 'customer');
    await page.waitForURL('**/maps');
    await page.goto('/alert?type=overspeed');
    const feed = page.getByRole('list', { name: 'Alert feed' }).getByRole('listitem');
    const drive = feed.filter({ hasText: `${plate} drove above the 80 km/h limit for 30 min, up to 110 km/h` });
    await expect.poll(() => drive.count(), WAIT).toBe(1);
    // Nothing else of the drive: no alert of this truck in the 40 minutes but the one.
    const sinceDrive = (await overspeeds()).map((row) => row.id);
    expect(sinceDrive).toHaveLength(1);
    await context.close();
  });
});
