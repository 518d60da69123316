import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import type { LiveServerMessage, LiveVehicleUpdate, NotificationRow } from '@armada/domain';
import { orgIdByCode } from '../db/seed-base.js';
import { vehicles } from '../db/schema.js';
import { endSession } from '../auth/session-repository.js';
import { signToken, verifyToken } from '../auth/tokens.js';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { SUBJECTS } from './bus.js';
import { liveRoutes } from './live-routes.js';
import { openLiveClient } from '../test-support/live-client.js';

const LOGNUS_IMEI = '350000000000101';
const MAJU_IMEI = '350000000000202';

let t: TestApp;
let base: string;

const update = (imei: string, time: number): LiveVehicleUpdate => ({
  imei,
  gpstype: 2,
  time,
  lat: -6.2,
  lng: 106.8,
  alt: 10,
  speed: 42,
  head: 90,
  sat: 12,
  properties: { ign: 1, gps: 1 },
  received_at: time + 50,
});

const NOTE: NotificationRow = {
  id: 1,
  created_at: new Date(0).toISOString(),
  text: 'Login logs',
  type: 'report_download',
  type_name: 'Report download',
  filter: 'info',
  imei: null,
  vehicle_name: null,
  vehicle_number: null,
  link: '/api/report/download/download_file?id=x',
  expires_at: null,
  data: {},
  read: false,
};

const isReady = (m: LiveServerMessage) => m.type === 'ready';
const aboutImei = (imei: string) => (m: LiveServerMessage) => 'imei' in m.data && m.data.imei === imei;

beforeAll(async () => {
  t = await buildTestApp();
  await t.ctx.database.db.insert(vehicles).values([
    { imei: LOGNUS_IMEI, gpstype: 2, organization_id: await orgIdByCode(t.ctx.database.db, 'CUS-LOGNUS') },
    { imei: MAJU_IMEI, gpstype: 2, organization_id: await orgIdByCode(t.ctx.database.db, 'CUS-MAJU') },
  ]);
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = address.replace(/^http/, 'ws');
});
afterAll(async () => {
  await t.close();
});

describe('GET /live', () => {
  it('pushes a customer only the positions and events of its own fleet', async () => {
    const client = await openLiveClient(`${base}/live?token=${await t.tokenOf('customer')}`);
    await client.waitFor(isReady);
    const time = Date.now();
    t.ctx.bus.publish(SUBJECTS.vehicleState, update(MAJU_IMEI, time));
    t.ctx.bus.publish(SUBJECTS.vehicleState, update(LOGNUS_IMEI, time));
    const event = { imei: LOGNUS_IMEI, organization_id: 1, type: 'overspeed', time, detail: {}, label: 'Overspeed' };
    t.ctx.bus.publish(SUBJECTS.vehicleEvent, { ...event, imei: MAJU_IMEI });
    t.ctx.bus.publish(SUBJECTS.vehicleEvent, event);
    t.ctx.bus.publish(SUBJECTS.vehicleStatus, { imei: LOGNUS_IMEI, received_at: time, properties: { accu: 12.4 } });
    await client.waitFor((m) => m.type === 'status');
    expect(client.messages.filter((m) => m.type !== 'ready')).toEqual([
      { type: 'vehicle', data: update(LOGNUS_IMEI, time) },
      { type: 'event', data: event },
      { type: 'status', data: { imei: LOGNUS_IMEI, received_at: time, properties: { accu: 12.4 } } },
    ]);
    client.close();
  });

  it('accepts the token as a first auth message (a dealer of the other region sees its customer)', async () => {
    const client = await openLiveClient(`${base}/live`);
    client.socket.send(JSON.stringify({ type: 'auth', token: await t.tokenOf('dealer2') }));
    await client.waitFor(isReady);
    t.ctx.bus.publish(SUBJECTS.vehicleState, update(LOGNUS_IMEI, 1));
    t.ctx.bus.publish(SUBJECTS.vehicleState, update(MAJU_IMEI, 2));
    await client.waitFor(aboutImei(MAJU_IMEI));
    expect(client.messages.some(aboutImei(LOGNUS_IMEI))).toBe(false);
    client.close();
  });

  it('gives root every vehicle', async () => {
    const client = await openLiveClient(`${base}/live?token=${await t.tokenOf('root')}`);
    await client.waitFor(isReady);
    t.ctx.bus.publish(SUBJECTS.vehicleState, update(LOGNUS_IMEI, 3));
    t.ctx.bus.publish(SUBJECTS.vehicleState, update(MAJU_IMEI, 4));
    await client.waitFor(aboutImei(MAJU_IMEI));
    expect(client.messages.some(aboutImei(LOGNUS_IMEI))).toBe(true);
    client.close();
  });

  it("pushes a user's notification to that user's sockets only", async () => {
    const admin = await openLiveClient(`${base}/live?token=${await t.tokenOf('admin')}`);
    const root = await openLiveClient(`${base}/live?token=${await t.tokenOf('root')}`);
    const ready = (await admin.waitFor(isReady)) as Extract<LiveServerMessage, { type: 'ready' }>;
    await root.waitFor(isReady);
    const notification = { ...NOTE, id: 7 };
    t.ctx.bus.publish(SUBJECTS.userNotification, { user_id: ready.data.user_id + 100_000, notification: NOTE });
    t.ctx.bus.publish(SUBJECTS.userNotification, { user_id: ready.data.user_id, notification });
    t.ctx.bus.publish(SUBJECTS.vehicleState, update(MAJU_IMEI, 6));
    await root.waitFor(aboutImei(MAJU_IMEI));
    const got = await admin.waitFor((m) => m.type === 'notification');
    expect(got).toEqual({ type: 'notification', data: { user_id: ready.data.user_id, notification } });
    await admin.waitFor(aboutImei(MAJU_IMEI));
    expect(admin.messages.filter((m) => m.type === 'notification')).toHaveLength(1);
    expect(root.messages.some((m) => m.type === 'notification')).toBe(false);
    admin.close();
    root.close();
  });

  it('closes with 4401 for a bad token, in the query or in the first message', async () => {
    const byQuery = await openLiveClient(`${base}/live?token=not-a-token`);
    expect(await byQuery.closed).toEqual({ code: 4401, reason: 'unauthorized' });
    const byMessage = await openLiveClient(`${base}/live`);
    byMessage.socket.send(JSON.stringify({ type: 'auth', token: 'not-a-token' }));
    expect(await byMessage.closed).toEqual({ code: 4401, reason: 'unauthorized' });
    const garbage = await openLiveClient(`${base}/live`);
    garbage.socket.send('hello');
    expect(await garbage.closed).toEqual({ code: 4401, reason: 'unauthorized' });
  });

  it('closes with 4403 for a user without view_realtime', async () => {
    const client = await openLiveClient(`${base}/live?token=${await t.tokenOf('driver')}`);
    expect(await client.closed).toEqual({ code: 4403, reason: 'forbidden' });
  });

  it('closes with 4401 session_expired once the token expires', async () => {
    const verified = await verifyToken(await t.tokenOf('customer'), t.ctx.secrets.tokenKey);
    if (!('payload' in verified)) throw new Error('customer token did not verify');
    const { exp: _exp, ...claims } = verified.payload;
    const shortLived = await signToken(claims, t.ctx.secrets.tokenKey, 1);
    const client = await openLiveClient(`${base}/live?token=${shortLived}`);
    await client.waitFor(isReady);
    expect(await client.closed).toEqual({ code: 4401, reason: 'session_expired' });
  });

  it('closes with 4401 session_expired after sign-out', async () => {
    const token = await t.tokenOf('customer');
    const client = await openLiveClient(`${base}/live?token=${token}`);
    await client.waitFor(isReady);
    const verified = await verifyToken(token, t.ctx.secrets.tokenKey);
    if (!('payload' in verified)) throw new Error('customer token did not verify');
    await endSession(t.ctx.database.db, verified.payload.gsid);
    // A token of a signed-out session is refused at once (otherwise the minute's refresh notices).
    client.socket.send(JSON.stringify({ type: 'auth', token }));
    expect(await client.closed).toEqual({ code: 4401, reason: 'session_expired' });
  });
});

describe('GET /live with short timings', () => {
  let app: FastifyInstance;
  let fastBase: string;
  beforeAll(async () => {
    app = Fastify();
    await app.register(liveRoutes, { prefix: '/live', ctx: t.ctx, timings: { authTimeoutMs: 100, refreshMs: 100 } });
    fastBase = (await app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
  });
  afterAll(async () => {
    await app.close();
  });

  it('closes a socket that does not authenticate in time', async () => {
    const client = await openLiveClient(`${fastBase}/live`);
    expect(await client.closed).toEqual({ code: 4401, reason: 'auth_timeout' });
  });

  it('follows a vehicle added after connecting, and closes once the session is ended', async () => {
    const token = await t.tokenOf('customer');
    const client = await openLiveClient(`${fastBase}/live?token=${token}`);
    await client.waitFor(isReady);
    const imei = '350000000000303';
    const organization_id = await orgIdByCode(t.ctx.database.db, 'CUS-LOGNUS');
    await t.ctx.database.db.insert(vehicles).values({ imei, gpstype: 2, organization_id });
    await new Promise((resolve) => setTimeout(resolve, 300));
    t.ctx.bus.publish(SUBJECTS.vehicleState, update(imei, 5));
    await client.waitFor(aboutImei(imei));
    const verified = await verifyToken(token, t.ctx.secrets.tokenKey);
    if (!('payload' in verified)) throw new Error('customer token did not verify');
    await endSession(t.ctx.database.db, verified.payload.gsid);
    expect(await client.closed).toEqual({ code: 4401, reason: 'session_expired' });
  });
});
