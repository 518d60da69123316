import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import {
  DEVICE_CONFIG_CALLS,
  type CommandResultPage,
  type ConfigResultPage,
  type ConfigResultRow,
} from '@armada/domain';
import { eq } from 'drizzle-orm';
import { vehicles } from '../../db/schema.js';
import { createIngestPipeline } from '../../ingest/pipeline.js';
import { startIngest, type IngestPorts } from '../../ingest/tcp-server.js';
import * as gt06 from '../../ingest/protocols/gt06/index.js';
import * as teltonika from '../../ingest/protocols/teltonika/index.js';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bodyOf, bearer, getAs } from '../../test-support/http-helpers.js';
import { openTcpClient } from '../../test-support/tcp-client.js';
import { insertFleet, insertVehicle } from '../../test-support/vehicle-fixtures.js';
import { connectCommandRelay } from '../command/command-relay.js';

const TELTONIKA = '350000000000001';
const QUEUED = '350000000000002';
const OFFLINE = '350000000000003';
/** Another customer's truck: the call centre reaches it too. */
const SINAR = '350000000000007';
const GT06 = '350000000000013';

let t: TestApp;
let ports: IngestPorts;
let closeIngest: () => Promise<void>;
let disconnect: () => void;

beforeAll(async () => {
  t = await buildTestApp();
  await insertFleet(t.ctx);
  await insertVehicle(t.ctx, { imei: GT06, org: 'CUS-LOGNUS', gpstype: 3, name: 'Concox truck' });
  const log = pino({ level: 'silent' });
  const pipeline = createIngestPipeline(t.ctx.database, log);
  const ingest = await startIngest(pipeline, { teltonika: 0, ruptela: 0, gt06: 0 }, '127.0.0.1', log);
  ports = ingest.ports;
  closeIngest = ingest.close;
  disconnect = connectCommandRelay(pipeline, t.ctx.bus, log);
});
afterAll(async () => {
  disconnect();
  await closeIngest();
  await t.close();
});

async function idOf(imei: string): Promise<number> {
  const [row] = await t.ctx.database.db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.imei, imei));
  if (!row) throw new Error(`no vehicle ${imei}`);
  return row.id;
}

/** Sends `imei`'s vehicle a configuration as `username`. */
async function sendConfig(username: string, body: Record<string, unknown> & { imei: string }) {
  const token = await t.tokenOf(username);
  const { imei, ...rest } = body;
  const payload = { vehicle_id: await idOf(imei), ...rest };
  return t.app.inject({ method: 'POST', url: DEVICE_CONFIG_CALLS.send, headers: bearer(token), payload });
}

async function list<T>(path: string, query = '', username = 'callcenter') {
  const response = await getAs(t.app, await t.tokenOf(username), `${path}${query}`);
  expect(response.statusCode).toBe(200);
  return bodyOf<T>(response).result;
}

async function teltonikaTracker(imei: string) {
  const tracker = await openTcpClient(ports.teltonika);
  tracker.send(teltonika.encodeImei(imei));
  expect((await tracker.read(1)).toString('hex')).toBe('01');
  return tracker;
}

describe('POST call-center/config/send_config over a live tracker connection', () => {
  it('Teltonika: sends one Codec 12 setparam with the FMB parameter IDs and lists the answer', async () => {
    const tracker = await teltonikaTracker(TELTONIKA);
    const call = sendConfig('callcenter', {
      imei: TELTONIKA,
      apn: 'internet',
      host: 'gps.example.com',
      port: 5027,
      report_interval: 60,
    });
    const text = 'setparam 2001:internet;2004:gps.example.com;2005:5027;10050:60';
    const expected = teltonika.encodeCommand(text);
    expect((await tracker.read(expected.length)).equals(expected)).toBe(true);
    tracker.send(teltonika.encodeCommandResponse('New value 2001:internet;2004:gps.example.com;2005:5027;10050:60'));
    const response = await call;
    expect(response.statusCode).toBe(200);
    const row = bodyOf<ConfigResultRow>(response).result;
    expect(row).toMatchObject({
      imei: TELTONIKA,
      vehicle_name: 'Moving truck',
      status: 'answered',
      payload: text,
      answer: 'New value 2001:internet;2004:gps.example.com;2005:5027;10050:60',
      apn: 'internet',
      host: 'gps.example.com',
      port: 5027,
      report_interval: 60,
      username: 'callcenter',
    });
    expect(row.answered_at).not.toBeNull();
    const configs = await list<ConfigResultPage>(
      DEVICE_CONFIG_CALLS.configResults,
      `?vehicle_id=${await idOf(TELTONIKA)}`,
    );
    expect(configs.data.map((r) => [r.id, r.status, r.answer])).toEqual([[row.id, 'answered', row.answer]]);
    const commands = await list<CommandResultPage>(
      DEVICE_CONFIG_CALLS.commandResults,
      `?vehicle_id=${await idOf(TELTONIKA)}`,
    );
    expect(commands.data).toContainEqual(expect.objectContaining({ kind: 'config', id: row.id, payload: text }));
    tracker.end();
  });

  it('GT06: sends one 0x80 packet per setting and joins the answers', async () => {
    const tracker = await openTcpClient(ports.gt06);
    tracker.send(gt06.encodeLogin(GT06, 1));
    expect((await tracker.read(10)).subarray(0, 4).toString('hex')).toBe('78780501');
    const call = sendConfig('callcenter', { imei: GT06, apn: 'telkomsel', host: '10.1.2.3', port: 9000 });
    const first = await tracker.read(gt06.encodeCommand('APN,telkomsel#', 1).length);
    const flag = first.readUInt32BE(5);
    expect(first.equals(gt06.encodeCommand('APN,telkomsel#', flag, flag & 0xffff))).toBe(true);
    const secondText = 'SERVER,0,10.1.2.3,9000,0#';
    const second = await tracker.read(gt06.encodeCommand(secondText, 1).length);
    expect(second.subarray(9, 9 + secondText.length).toString('latin1')).toBe(secondText);
    tracker.send(gt06.encodeCommandReply('OK!', flag, 2));
    tracker.send(gt06.encodeCommandReply('OK!', second.readUInt32BE(5), 3));
    const response = await call;
    expect(response.statusCode).toBe(200);
    expect(bodyOf<ConfigResultRow>(response).result).toMatchObject({
      status: 'answered',
      payload: `APN,telkomsel# ${secondText}`,
      answer: 'OK! | OK!',
    });
    tracker.end();
  });

  it('queues a configuration for a tracker that is not connected and sends it when it connects', async () => {
    const response = await sendConfig('callcenter', { imei: QUEUED, report_interval: 120, queue: true });
    expect(response.statusCode).toBe(200);
    const queued = bodyOf<ConfigResultRow>(response).result;
    expect(queued).toMatchObject({ status: 'queued', payload: null, sent_at: null, answer: null });
    const waiting = await list<ConfigResultPage>(DEVICE_CONFIG_CALLS.configResults, '?status=queued');
    expect(waiting.data.map((r) => r.id)).toEqual([queued.id]);

    const tracker = await teltonikaTracker(QUEUED);
    const expected = teltonika.encodeCommand('setparam 10050:120');
    expect((await tracker.read(expected.length)).equals(expected)).toBe(true);
    tracker.send(teltonika.encodeCommandResponse('New value 10050:120'));
    let row: ConfigResultRow | undefined;
    for (let i = 0; i < 50 && row?.status !== 'answered'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      row = (await list<ConfigResultPage>(DEVICE_CONFIG_CALLS.configResults, `?vehicle_id=${await idOf(QUEUED)}`))
        .data[0];
    }
    expect(row).toMatchObject({ id: queued.id, status: 'answered', answer: 'New value 10050:120' });
    expect(row?.sent_at).not.toBeNull();
    tracker.end();
  });

  it('answers "tracker not connected" without queue, and keeps the attempt as offline', async () => {
    const response = await sendConfig('callcenter', { imei: OFFLINE, apn: 'internet' });
    expect(response.statusCode).toBe(409);
    expect(bodyOf(response)).toMatchObject({ code: 'tracker_not_connected' });
    expect(bodyOf<ConfigResultRow>(response).result).toMatchObject({ imei: OFFLINE, status: 'offline', payload: null });
  });

  it("reaches any customer's vehicle for the call centre", async () => {
    const tracker = await teltonikaTracker(SINAR);
    const call = sendConfig('callcenter', { imei: SINAR, apn: 'indosat.net' });
    const expected = teltonika.encodeCommand('setparam 2001:indosat.net');
    expect((await tracker.read(expected.length)).equals(expected)).toBe(true);
    tracker.send(teltonika.encodeCommandResponse('New value 2001:indosat.net'));
    expect((await call).statusCode).toBe(200);
    tracker.end();
  });

  it('refuses values that could smuggle a command separator, bad ranges and incomplete settings; stores nothing', async () => {
    const before = (await list<ConfigResultPage>(DEVICE_CONFIG_CALLS.configResults)).total_data;
    const refused: Array<[Record<string, unknown>, string]> = [
      [{ apn: 'internet;2004:evil.example.com' }, 'bad_request'],
      [{ apn: 'internet#SERVER,1,evil.example.com,80,0' }, 'bad_request'],
      [{ apn: 'a,b' }, 'bad_request'],
      [{ apn: 'a b' }, 'bad_request'],
      [{ apn: 'a:b' }, 'bad_request'],
      [{ apn: 'x'.repeat(33) }, 'bad_request'],
      [{ apn: 'inter\nnet' }, 'bad_request'],
      [{ host: 'evil.example.com;2001:x', port: 80 }, 'bad_request'],
      [{ host: 'evil.example.com#', port: 80 }, 'bad_request'],
      [{ host: 'a..b', port: 80 }, 'bad_request'],
      [{ host: 'gps.example.com', port: 70_000 }, 'bad_request'],
      [{ host: 'gps.example.com', port: 0 }, 'bad_request'],
      [{ report_interval: 5 }, 'bad_request'],
      [{ report_interval: 100_000 }, 'bad_request'],
      [{ report_interval: '60;2001:x' }, 'bad_request'],
      [{ host: '999.1.1.1', port: 80 }, 'config_host_invalid'],
      [{ host: 'gps.example.com' }, 'config_server_incomplete'],
      [{ port: 80 }, 'config_server_incomplete'],
      [{}, 'config_settings_missing'],
      [{ apn: 'internet', command: 'setdigout 1' }, 'unknown_field'],
    ];
    for (const [settings, code] of refused) {
      const response = await sendConfig('callcenter', { imei: TELTONIKA, ...settings });
      expect({ settings, status: response.statusCode }).toEqual({ settings, status: 400 });
      expect(bodyOf(response).code).toBe(code);
    }
    expect((await list<ConfigResultPage>(DEVICE_CONFIG_CALLS.configResults)).total_data).toBe(before);
  });

  it('is for the call centre only: 403 for other roles, 401 without a token, 404 for an unknown vehicle', async () => {
    expect((await sendConfig('customer', { imei: TELTONIKA, apn: 'internet' })).statusCode).toBe(403);
    expect((await sendConfig('dealer', { imei: TELTONIKA, apn: 'internet' })).statusCode).toBe(403);
    expect((await getAs(t.app, await t.tokenOf('customer'), DEVICE_CONFIG_CALLS.commandResults)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: DEVICE_CONFIG_CALLS.send,
      payload: { imei: TELTONIKA },
    });
    expect(anonymous.statusCode).toBe(401);
    const token = await t.tokenOf('callcenter');
    const unknown = { vehicle_id: 999_999, apn: 'internet' };
    const missing = await t.app.inject({
      method: 'POST',
      url: DEVICE_CONFIG_CALLS.send,
      headers: bearer(token),
      payload: unknown,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('GET call-center/config/list_command_result and list_config_result', () => {
  it('lists both kinds newest first, filters by vehicle and state, and pages', async () => {
    const all = await list<CommandResultPage>(DEVICE_CONFIG_CALLS.commandResults);
    expect(all.total_data).toBe(5);
    expect(all.data.map((r) => r.created_at)).toEqual([...all.data.map((r) => r.created_at)].sort().reverse());
    const offline = await list<CommandResultPage>(DEVICE_CONFIG_CALLS.commandResults, '?status=offline');
    expect(offline.data.map((r) => [r.kind, r.imei])).toEqual([['config', OFFLINE]]);
    const paged = await list<ConfigResultPage>(DEVICE_CONFIG_CALLS.configResults, '?page=2&limit=2');
    expect(paged).toMatchObject({ page: 2, limit: 2, total_data: 5 });
    expect(paged.data).toHaveLength(2);
    const bad = await getAs(t.app, await t.tokenOf('callcenter'), `${DEVICE_CONFIG_CALLS.configResults}?status=lost`);
    expect(bad.statusCode).toBe(400);
  });
});
