import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { and, eq } from 'drizzle-orm';
import {
  COMMAND_LIST_PATH,
  STARTER_KILL_PATH,
  type CommandPage,
  type CommandRow,
  type LiveVehicleEvent,
} from '@armada/domain';
import { notifications } from '../../db/schema.js';
import { createIngestPipeline } from '../../ingest/pipeline.js';
import { startIngest, type IngestPorts } from '../../ingest/tcp-server.js';
import * as gt06 from '../../ingest/protocols/gt06/index.js';
import * as ruptela from '../../ingest/protocols/ruptela/index.js';
import * as teltonika from '../../ingest/protocols/teltonika/index.js';
import { SUBJECTS } from '../../live/bus.js';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bodyOf, formPost, getAs, bearer } from '../../test-support/http-helpers.js';
import { openTcpClient, type TcpClient } from '../../test-support/tcp-client.js';
import { insertFleet, insertVehicle } from '../../test-support/vehicle-fixtures.js';
import { connectCommandRelay } from './command-relay.js';
import { fixAt } from '../../test-support/tracker-database.js';

const TELTONIKA = '350000000000001';
const OFFLINE = '350000000000002';
const GT06 = '350000000000013';
const RUPTELA = '350000000000014';

let t: TestApp;
let ports: IngestPorts;
let closeIngest: () => Promise<void>;
let disconnect: () => void;
const events: LiveVehicleEvent[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  await insertFleet(t.ctx);
  await insertVehicle(t.ctx, { imei: GT06, org: 'CUS-LOGNUS', gpstype: 3, name: 'Concox truck' });
  await insertVehicle(t.ctx, { imei: RUPTELA, org: 'CUS-LOGNUS', gpstype: 1, name: 'Ruptela truck' });
  const log = pino({ level: 'silent' });
  const pipeline = createIngestPipeline(t.ctx.database, log);
  const ingest = await startIngest(pipeline, { teltonika: 0, ruptela: 0, gt06: 0 }, '127.0.0.1', log);
  ports = ingest.ports;
  closeIngest = ingest.close;
  disconnect = connectCommandRelay(pipeline, t.ctx.bus, log);
  t.ctx.bus.subscribe(SUBJECTS.vehicleEvent, (event) => events.push(event as LiveVehicleEvent));
});
afterAll(async () => {
  disconnect();
  await closeIngest();
  await t.close();
});

/** Starts the call without waiting: the tracker has to answer before it returns. */
async function starterKill(username: string, imei: string, action: string) {
  const token = await t.tokenOf(username);
  return formPost(t.app, STARTER_KILL_PATH, { imei, action }, { headers: bearer(token) }).then((r) => r);
}

async function notificationsOf(imei: string, type: string) {
  return t.ctx.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.imei, imei), eq(notifications.type, type)));
}

describe('POST monitoring-service/command/starter_kill over a live tracker connection', () => {
  it('Teltonika: sends Codec 12 setdigout 1, answers the reply, stores the audit row and a notification', async () => {
    const tracker: TcpClient = await openTcpClient(ports.teltonika);
    tracker.send(teltonika.encodeImei(TELTONIKA));
    expect((await tracker.read(1)).toString('hex')).toBe('01');
    const call = starterKill('customer', TELTONIKA, 'on');
    const expected = teltonika.encodeCommand('setdigout 1');
    expect((await tracker.read(expected.length)).equals(expected)).toBe(true);
    tracker.send(teltonika.encodeCommandResponse('DOUT1:1 DOUT2:0'));
    const response = await call;
    expect(response.statusCode).toBe(200);
    const row = bodyOf<CommandRow>(response).result;
    expect(row).toMatchObject({
      imei: TELTONIKA,
      action: 'on',
      status: 'answered',
      payload: 'setdigout 1',
      answer: 'DOUT1:1 DOUT2:0',
      username: 'customer',
    });
    expect(row.answered_at).not.toBeNull();
    const stored = await notificationsOf(TELTONIKA, 'starterkill_on');
    expect(stored).toHaveLength(1);
    expect(stored[0]?.text).toContain('DOUT1:1 DOUT2:0');
    expect(events).toContainEqual(expect.objectContaining({ imei: TELTONIKA, type: 'starterkill_on' }));
    tracker.end();
  });

  it('GT06: sends the 0x80 HFYD release with a server flag and returns the tracker’s text', async () => {
    const tracker = await openTcpClient(ports.gt06);
    tracker.send(gt06.encodeLogin(GT06, 1));
    expect((await tracker.read(10)).subarray(0, 4).toString('hex')).toBe('78780501');
    const call = starterKill('dealer', GT06, 'off');
    const sent = await tracker.read(27);
    const flag = sent.readUInt32BE(5);
    expect(sent.equals(gt06.encodeStarterCommand(false, flag, flag & 0xffff))).toBe(true);
    expect(sent.subarray(9, 21).toString('latin1')).toBe('HFYD,000000#');
    tracker.send(gt06.encodeCommandReply('Restore fuel supply: Success!', flag, 2));
    const response = await call;
    expect(response.statusCode).toBe(200);
    expect(bodyOf<CommandRow>(response).result).toMatchObject({
      status: 'answered',
      payload: 'HFYD,000000#',
      answer: 'Restore fuel supply: Success!',
      username: 'dealer',
    });
    expect(await notificationsOf(GT06, 'starterkill_off')).toHaveLength(1);
    tracker.end();
  });

  it('Ruptela: sends setio over SMS-via-GPRS and returns the answer', async () => {
    const tracker = await openTcpClient(ports.ruptela);
    tracker.send(ruptela.encodeRecords(RUPTELA, [fixAt(Math.floor(Date.now() / 1000) * 1000 - 5000)]));
    expect((await tracker.read(6)).equals(ruptela.RECORDS_ACK)).toBe(true);
    const call = starterKill('customer', RUPTELA, 'on');
    const expected = ruptela.encodeCommand({ kind: 'starter-kill', engaged: true }, '');
    expect((await tracker.read(expected.length)).equals(expected)).toBe(true);
    tracker.send(ruptela.encodeSmsResponse(RUPTELA, 'setio 1,2 OK'));
    expect(bodyOf<CommandRow>(await call).result).toMatchObject({ status: 'answered', payload: 'setio 1,2' });
    tracker.end();
  });

  it('answers "tracker not connected" for an offline tracker, sends nothing and keeps the attempt', async () => {
    const response = await starterKill('customer', OFFLINE, 'off');
    expect(response.statusCode).toBe(409);
    expect(bodyOf(response)).toMatchObject({ code: 'tracker_not_connected', message: 'Tracker not connected' });
    expect(bodyOf<CommandRow>(response).result).toMatchObject({ imei: OFFLINE, status: 'offline', payload: null });
    expect(await notificationsOf(OFFLINE, 'starterkill_off')).toHaveLength(0);
  });

  it("refuses another organisation's vehicle, bad input, no token and no send_starter_kill", async () => {
    const before = bodyOf<CommandPage>(await getAs(t.app, await t.tokenOf('root'), COMMAND_LIST_PATH)).result;
    expect((await starterKill('customer2', TELTONIKA, 'on')).statusCode).toBe(404);
    expect((await starterKill('customer', TELTONIKA, 'maybe')).statusCode).toBe(400);
    expect((await starterKill('customer', 'abc', 'on')).statusCode).toBe(400);
    expect((await starterKill('leasing', '350000000000009', 'on')).statusCode).toBe(403);
    const anonymous = await formPost(t.app, STARTER_KILL_PATH, { imei: TELTONIKA, action: 'on' });
    expect(anonymous.statusCode).toBe(401);
    const after = bodyOf<CommandPage>(await getAs(t.app, await t.tokenOf('root'), COMMAND_LIST_PATH)).result;
    expect(after.total_data).toBe(before.total_data);
  });
});

describe('GET monitoring-service/command/list_command', () => {
  it('lists a vehicle’s attempts newest first, scoped to what the caller sees', async () => {
    const list = async (username: string, query: string) =>
      bodyOf<CommandPage>(await getAs(t.app, await t.tokenOf(username), `${COMMAND_LIST_PATH}${query}`));
    const mine = await list('customer', `?imei=${TELTONIKA}&page=1&limit=10`);
    expect(mine.response).toBe(200);
    expect(mine.result.data.map((row) => [row.imei, row.status, row.action])).toEqual([[TELTONIKA, 'answered', 'on']]);
    expect((await list('customer', '')).result.total_data).toBe(4);
    expect((await list('dealer', '')).result.total_data).toBe(4);
    expect((await list('customer2', '')).result.total_data).toBe(0);
    expect((await list('customer2', `?imei=${TELTONIKA}`)).result.data).toEqual([]);
    const paged = await list('customer', '?page=2&limit=3');
    expect(paged.result).toMatchObject({ page: 2, limit: 3, total_data: 4 });
    expect(paged.result.data).toHaveLength(1);
    expect((await getAs(t.app, await t.tokenOf('leasing'), COMMAND_LIST_PATH)).statusCode).toBe(403);
    expect((await getAs(t.app, await t.tokenOf('customer'), `${COMMAND_LIST_PATH}?limit=1000`)).statusCode).toBe(400);
  });
});
