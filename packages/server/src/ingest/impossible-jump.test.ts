import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { HISTORY_LIST_PATH, type HistoryResult, type LiveVehicleUpdate, type Telemetry } from '@armada/domain';
import { queryRows } from '../db/client.js';
import { connectIngestToBus } from '../live/ingest-to-bus.js';
import { SUBJECTS } from '../live/bus.js';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { bodyOf, getAs } from '../test-support/http-helpers.js';
import { openTcpClient, type TcpClient } from '../test-support/tcp-client.js';
import { insertVehicle } from '../test-support/vehicle-fixtures.js';
import { ensurePartitions } from './partitions.js';
import { createIngestPipeline } from './pipeline.js';
import { startIngest } from './tcp-server.js';
import * as teltonika from './protocols/teltonika/index.js';

const IMEI = '352852119990101';
const JAKARTA = { lat: -6.2, lng: 106.8 };
/** About 660 km from Jakarta: ten seconds apart, that is some 240,000 km/h. */
const SURABAYA = { lat: -7.25, lng: 112.75 };
const T0 = Math.floor(Date.now() / 60_000) * 60_000 - 10 * 60_000;

let t: TestApp;
let tracker: TcpClient;
let closeIngest: () => Promise<void>;
const live: LiveVehicleUpdate[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  await ensurePartitions(t.ctx.database);
  await insertVehicle(t.ctx, { imei: IMEI, org: 'CUS-LOGNUS', state: null });
  const log = pino({ level: 'silent' });
  const pipeline = createIngestPipeline(t.ctx.database, log, { settings: { maxJumpKmh: 250 } });
  connectIngestToBus(pipeline.events, t.ctx.bus);
  t.ctx.bus.subscribe(SUBJECTS.vehicleState, (update) => live.push(update as LiveVehicleUpdate));
  const ingest = await startIngest(pipeline, { teltonika: 0, ruptela: 0, gt06: 0 }, '127.0.0.1', log);
  closeIngest = ingest.close;
  tracker = await openTcpClient(ingest.ports.teltonika);
  tracker.send(teltonika.encodeImei(IMEI));
  await tracker.read(1);
});
afterAll(async () => {
  tracker.end();
  await closeIngest();
  await t.close();
});

const fix = (seconds: number, place: { lat: number; lng: number }, north = 0): Telemetry => ({
  imei: '',
  gpstype: 0,
  time: T0 + seconds * 1000,
  lat: place.lat + north,
  lng: place.lng,
  alt: 10,
  head: 90,
  speed: 60,
  sat: 10,
  properties: { ign: 1, gps: 1 },
});

async function send(record: Telemetry): Promise<void> {
  tracker.send(teltonika.encodeAvlPacket([record]));
  expect((await tracker.read(4)).readUInt32BE(0)).toBe(1);
}

async function stateLat(): Promise<number | undefined> {
  const rows = await queryRows<{ lat: number }>(
    t.ctx.database.db,
    sql`SELECT lat FROM vehicle_state WHERE imei = ${IMEI}`,
  );
  return rows[0]?.lat;
}

async function storedFlags(): Promise<(string | null)[]> {
  const rows = await queryRows<{ flag: string | null }>(
    t.ctx.database.db,
    sql`SELECT flag FROM positions WHERE imei = ${IMEI} ORDER BY time`,
  );
  return rows.map((row) => row.flag);
}

async function historyLats(): Promise<number[]> {
  const query = `imei=${IMEI}&start=${new Date(T0 - 60_000).toISOString()}&end=${new Date(T0 + 600_000).toISOString()}`;
  const response = await getAs(t.app, await t.tokenOf('customer'), `${HISTORY_LIST_PATH}?${query}`);
  return bodyOf<HistoryResult>(response).result.positions.map((point) => Math.round(point.lat * 100) / 100);
}

const livePlaces = () => live.filter((u) => u.imei === IMEI).map((u) => Math.round(u.lat * 100) / 100);

describe('a fix implying an impossible jump', () => {
  it('is stored flagged, leaves the vehicle where it was on the map, and is left out of the history', async () => {
    await send(fix(0, JAKARTA));
    await send(fix(10, SURABAYA));
    expect(await stateLat()).toBeCloseTo(JAKARTA.lat, 6);
    await send(fix(20, JAKARTA, 0.001));
    expect(await stateLat()).toBeCloseTo(JAKARTA.lat + 0.001, 6);
    expect(await storedFlags()).toEqual([null, 'jump', null]);
    expect(livePlaces()).toEqual([-6.2, -6.2]);
    expect(await historyLats()).toEqual([-6.2, -6.2]);
  });

  it('is accepted again after consistent fixes at the new place (a truck carried without a fix)', async () => {
    await send(fix(60, SURABAYA));
    await send(fix(70, SURABAYA, 0.001));
    expect(await stateLat()).toBeCloseTo(JAKARTA.lat + 0.001, 6);
    await send(fix(80, SURABAYA, 0.002));
    expect(await stateLat()).toBeCloseTo(SURABAYA.lat + 0.002, 6);
    expect(await storedFlags()).toEqual([null, 'jump', null, 'jump', 'jump', null]);
    expect(livePlaces()).toEqual([-6.2, -6.2, -7.25]);
    expect(await historyLats()).toEqual([-6.2, -6.2, -7.25]);
  });
});
