import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { and, eq, or, sql } from 'drizzle-orm';
import {
  NOTIFICATION_LIST_PATH,
  REALM_ID,
  STARTER_KILL_PATH,
  type CommandRow,
  type NotificationPage,
  type Telemetry,
} from '@armada/domain';
import { queryRows } from '../db/client.js';
import { notifications, users } from '../db/schema.js';
import { connectCommandRelay } from '../modules/command/command-relay.js';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { bearer, bodyOf, formPost, getAs } from '../test-support/http-helpers.js';
import { openTcpClient } from '../test-support/tcp-client.js';
import { insertVehicle } from '../test-support/vehicle-fixtures.js';
import { ensurePartitions } from './partitions.js';
import { createIngestPipeline } from './pipeline.js';
import { startIngest, type IngestPorts } from './tcp-server.js';
import { connectTakeoverAlerts } from './takeover-alert.js';
import * as teltonika from './protocols/teltonika/index.js';
import * as ruptela from './protocols/ruptela/index.js';

// A tracker of customer's fleet as in the review's H3, and others for the reconnect and one-IMEI cases.
const TRACKER = '352852119990001';
const RECONNECTS = '352852119990002';
const SECOND = '352852119990003';
const RUPTELA_A = '012207007300001';
const RUPTELA_B = '012207007300002';
/** Another source address: Linux routes all of 127/8 to the loopback interface. */
const ELSEWHERE = { localAddress: '127.0.0.2' };

let t: TestApp;
let ports: IngestPorts;
let closeIngest: () => Promise<void>;
let alerts: ReturnType<typeof connectTakeoverAlerts>;
let disconnectRelay: () => void;

beforeAll(async () => {
  t = await buildTestApp();
  const { db } = t.ctx.database;
  await ensurePartitions(t.ctx.database);
  for (const imei of [TRACKER, RECONNECTS, SECOND])
    await insertVehicle(t.ctx, { imei, org: 'CUS-LOGNUS', state: null });
  for (const imei of [RUPTELA_A, RUPTELA_B]) {
    await insertVehicle(t.ctx, { imei, org: 'CUS-LOGNUS', gpstype: 1, state: null });
  }
  const log = pino({ level: 'silent' });
  const pipeline = createIngestPipeline(t.ctx.database, log);
  const ingest = await startIngest(pipeline, { teltonika: 0, ruptela: 0, gt06: 0 }, '127.0.0.1', log);
  ports = ingest.ports;
  closeIngest = ingest.close;
  disconnectRelay = connectCommandRelay(pipeline, t.ctx.bus, log);
  alerts = connectTakeoverAlerts(pipeline.events, db, t.ctx.bus, log);
});
afterAll(async () => {
  alerts.disconnect();
  disconnectRelay();
  await closeIngest();
  await t.close();
});

const at = (time: number, lat: number, lng: number, speed = 50): Telemetry => ({
  imei: '',
  gpstype: 0,
  time,
  lat,
  lng,
  alt: 10,
  head: 90,
  speed,
  sat: 10,
  properties: { ign: 1, gps: 1 },
});
const second = () => Math.floor(Date.now() / 1000) * 1000;

async function positionsOf(imei: string) {
  return queryRows<{ lat: number; speed: number }>(
    t.ctx.database.db,
    sql`SELECT lat, speed FROM positions WHERE imei = ${imei} ORDER BY time`,
  );
}

async function connectTeltonika(imei: string, options = {}) {
  const client = await openTcpClient(ports.teltonika, options);
  client.send(teltonika.encodeImei(imei));
  return { client, answer: (await client.read(1)).toString('hex') };
}

const takeoverAlerts = (imei: string) =>
  t.ctx.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.imei, imei), eq(notifications.type, 'tracker_takeover')));

describe('a second connection for a live IMEI from another address (review H3)', () => {
  it('is refused, stores nothing, alerts administrators once, and the starter kill reaches the real tracker', async () => {
    const real = await connectTeltonika(TRACKER);
    expect(real.answer).toBe('01');
    real.client.send(teltonika.encodeAvlPacket([at(second() - 2000, -6.2, 106.8)]));
    expect((await real.client.read(4)).readUInt32BE(0)).toBe(1);

    // The attacker replays a login and a position at once, as a capture would.
    const spoof = await openTcpClient(ports.teltonika, ELSEWHERE);
    spoof.send(
      Buffer.concat([teltonika.encodeImei(TRACKER), teltonika.encodeAvlPacket([at(second(), -6.1751, 106.8272, 123)])]),
    );
    expect((await spoof.read(1)).toString('hex')).toBe('00');
    await spoof.closed;
    expect(await positionsOf(TRACKER)).toEqual([{ lat: -6.2, speed: 50 }]);

    const token = await t.tokenOf('customer');
    const call = formPost(t.app, STARTER_KILL_PATH, { imei: TRACKER, action: 'off' }, { headers: bearer(token) });
    const command = teltonika.encodeCommand('setdigout 0');
    expect((await real.client.read(command.length)).equals(command)).toBe(true);
    real.client.send(teltonika.encodeCommandResponse('DOUT1:0 DOUT2:0'));
    expect(bodyOf<CommandRow>(await call).result).toMatchObject({ status: 'answered', answer: 'DOUT1:0 DOUT2:0' });

    await alerts.settled();
    const admins = await t.ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.isactive, 1), or(eq(users.isorgadmin, 0), eq(users.realm_id, REALM_ID.admin))));
    const alerted = await takeoverAlerts(TRACKER);
    expect(alerted.map((row) => row.user_id).sort()).toEqual(admins.map((row) => row.id).sort());
    expect(alerted[0]).toMatchObject({ filter: 'info', data: { address: '127.0.0.2', holder_address: '127.0.0.1' } });

    // A retry is refused again but raises no second alert within the hour.
    const retry = await connectTeltonika(TRACKER, ELSEWHERE);
    expect(retry.answer).toBe('00');
    await retry.client.closed;
    await alerts.settled();
    expect(await takeoverAlerts(TRACKER)).toHaveLength(alerted.length);
    real.client.end();
  });

  it('shows the alert to administrators and to nobody else', async () => {
    const list = async (username: string) =>
      bodyOf<NotificationPage>(
        await getAs(t.app, await t.tokenOf(username), `${NOTIFICATION_LIST_PATH}?type=tracker_takeover`),
      ).result.data.map((row) => row.imei);
    expect(await list('admin')).toEqual([TRACKER]);
    expect(await list('root')).toEqual([TRACKER]);
    expect(await list('customer')).toEqual([]);
    expect(await list('dealer')).toEqual([]);
  });
});

describe('the connection that holds an IMEI', () => {
  it('is replaced by a newcomer from the same address (a reconnect after a drop), which then gets commands', async () => {
    const first = await connectTeltonika(RECONNECTS);
    expect(first.answer).toBe('01');
    const again = await connectTeltonika(RECONNECTS);
    expect(again.answer).toBe('01');
    await first.client.closed;
    again.client.send(teltonika.encodeAvlPacket([at(second() - 1000, -6.3, 106.9)]));
    expect((await again.client.read(4)).readUInt32BE(0)).toBe(1);
    const token = await t.tokenOf('customer');
    const call = formPost(t.app, STARTER_KILL_PATH, { imei: RECONNECTS, action: 'on' }, { headers: bearer(token) });
    const command = teltonika.encodeCommand('setdigout 1');
    expect((await again.client.read(command.length)).equals(command)).toBe(true);
    again.client.send(teltonika.encodeCommandResponse('DOUT1:1'));
    expect(bodyOf<CommandRow>(await call).result).toMatchObject({ status: 'answered' });
    again.client.end();
    expect(await takeoverAlerts(RECONNECTS)).toHaveLength(0);
  });

  it('is free for another address once it has closed', async () => {
    const first = await connectTeltonika(SECOND);
    expect(first.answer).toBe('01');
    first.client.end();
    await first.client.closed;
    const moved = await connectTeltonika(SECOND, ELSEWHERE);
    expect(moved.answer).toBe('01');
    moved.client.end();
  });

  it('keeps its IMEI: a Teltonika login with another IMEI closes it', async () => {
    const client = await connectTeltonika(SECOND);
    expect(client.answer).toBe('01');
    client.client.send(Buffer.concat([teltonika.encodeImei(TRACKER), teltonika.encodeAvlPacket([at(second(), 1, 1)])]));
    await client.client.closed;
    expect((await positionsOf(TRACKER)).map((row) => row.lat)).not.toContain(1);
  });

  it('keeps its IMEI: Ruptela records for another IMEI close it unstored', async () => {
    const client = await openTcpClient(ports.ruptela);
    client.send(ruptela.encodeRecords(RUPTELA_A, [at(second() - 1000, -6.2, 106.8)]));
    expect((await client.read(6)).equals(ruptela.RECORDS_ACK)).toBe(true);
    client.send(ruptela.encodeRecords(RUPTELA_B, [at(second(), -6.2, 106.8)]));
    await client.closed;
    expect(await positionsOf(RUPTELA_B)).toEqual([]);
  });
});
