import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { STARTER_KILL_PATH, type CommandRow, type LiveServerMessage, type Telemetry } from '@armada/domain';
import { queryRows, type Database } from '../db/client.js';
import { DEMO_PASSWORD } from '../demo/demo-accounts.js';
import { freePort, INGEST_READY_PATH, startServerProcess, type ServerProcess } from '../test-support/server-process.js';
import { openLiveClient, type LiveTestClient } from '../test-support/live-client.js';
import { openTcpClient, type TcpClient } from '../test-support/tcp-client.js';
import { freshDatabaseTarget, type DatabaseTarget } from '../test-support/test-database.js';
import * as teltonika from '../ingest/protocols/teltonika/index.js';
import { JOBS_LEASE } from './job-leader.js';

/**
 * Two ingest and two gateway nodes as separate processes on this machine's PostgreSQL and NATS, as
 * docs/scaling.md runs them: trackers on either ingest node, the portal on either gateway.
 */
type IngestNode = ServerProcess & { teltonika: number };

let target: DatabaseTarget;
let database: Database;
let dataDir: string;
let shared: Record<string, string>;
const gateways: ServerProcess[] = [];
const ingests: IngestNode[] = [];
const open: { close(): void }[] = [];
let imei = '';
let clock = Date.now() - 3_600_000;

async function startGateway(demo: boolean): Promise<ServerProcess> {
  return startServerProcess({ ...shared, ROLE: 'gateway', DEMO: String(demo), DEMO_HISTORY_DAYS: '0' });
}

async function startIngestNode(): Promise<IngestNode> {
  let port = 0;
  const node = await startServerProcess(async () => {
    port = await freePort();
    return {
      ...shared,
      ROLE: 'ingest',
      DEMO: 'false',
      TELTONIKA_PORT: String(port),
      RUPTELA_PORT: '0',
      GT06_PORT: '0',
    };
  }, INGEST_READY_PATH);
  return { ...node, teltonika: port };
}

beforeAll(async () => {
  target = await freshDatabaseTarget();
  dataDir = mkdtempSync(join(tmpdir(), 'armada-cluster-'));
  shared = {
    DATABASE_URL: target.env.DATABASE_URL ?? '',
    NATS_URL: process.env.TEST_NATS_URL ?? '',
    // One data directory for every node (downloads, the token key), as on a shared volume.
    DATA_DIR: dataDir,
    JOBS_RETRY_SECONDS: '1',
  };
  // The first gateway migrates and seeds the demo; the others start on the ready database.
  gateways.push(await startGateway(true));
  const rest = await Promise.all([startGateway(false), startIngestNode(), startIngestNode()]);
  gateways.push(rest[0]);
  ingests.push(rest[1], rest[2]);
  database = await target.open();
  const rows = await queryRows<{ imei: string }>(
    database.db,
    sql`SELECT v.imei FROM vehicles v JOIN users u ON u.organization_id = v.organization_id
        WHERE u.username = 'customer' AND v.gpstype = 2 ORDER BY v.imei LIMIT 1`,
  );
  imei = rows[0]?.imei ?? '';
}, 240_000);

afterAll(async () => {
  open.forEach((client) => client.close());
  await Promise.all([...gateways, ...ingests].map((node) => node.kill('SIGKILL')));
  await database.close();
  await target.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Signs in through the portal's SSO on `gateway`: the token, and the session cookie that signs out. */
async function signIn(gateway: ServerProcess, username: string): Promise<{ token: string; gsid: string }> {
  const signed = await fetch(`${gateway.url}/sso/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password: DEMO_PASSWORD }),
    redirect: 'manual',
  });
  const ssoToken = new URL(signed.headers.get('location') ?? '', gateway.url).searchParams.get('ssoToken') ?? '';
  const gsid = /gsid=([^;]+)/.exec(signed.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const verified = await fetch(`${gateway.url}/sso/verifytoken?ssoToken=${ssoToken}`);
  return { token: ((await verified.json()) as { token: string }).token, gsid };
}

async function liveOn(gateway: ServerProcess, token: string): Promise<LiveTestClient> {
  const client = await openLiveClient(`${gateway.url.replace(/^http/, 'ws')}/live?token=${token}`);
  open.push(client);
  await client.waitFor((m) => m.type === 'ready');
  return client;
}

async function tracker(node: IngestNode): Promise<TcpClient> {
  const client = await openTcpClient(node.teltonika);
  open.push({ close: () => client.end() });
  client.send(teltonika.encodeImei(imei));
  expect((await client.read(1)).toString('hex')).toBe('01');
  return client;
}

/** `count` records a second apart after the last ones sent, in one packet. */
function nextPacket(count = 5): { packet: Buffer; last: number } {
  const records = Array.from({ length: count }, (): Telemetry => {
    clock += 1000;
    return {
      imei,
      gpstype: 2,
      time: clock,
      lat: -6.2,
      lng: 106.8 + (clock % 100_000) * 1e-6,
      alt: 0,
      head: 90,
      speed: 40,
      sat: 9,
      properties: { ign: 1, gps: 1 },
    };
  });
  return { packet: teltonika.encodeAvlPacket(records), last: clock };
}

async function sendAcked(client: TcpClient, count = 5): Promise<number> {
  const { packet, last } = nextPacket(count);
  client.send(packet);
  expect((await client.read(4)).readUInt32BE(0)).toBe(count);
  return last;
}

/** `promise`, or a failure naming `what` after `ms`. */
/** How long a node may take to pass on an update or close a connection, with the whole suite running beside. */
const WAIT_MS = 15_000;

async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`not within ${ms} ms: ${what}`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

const isUpdateAt = (time: number) => (m: LiveServerMessage) =>
  m.type === 'vehicle' && m.data.imei === imei && m.data.time === time;

/** Starts a starter kill on `gateway` (it returns once the tracker answered) and answers it from `client`. */
async function starterKillThrough(gateway: ServerProcess, token: string, client: TcpClient): Promise<CommandRow> {
  const call = fetch(`${gateway.url}${STARTER_KILL_PATH}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ imei, action: 'on' }),
  });
  const expected = teltonika.encodeCommand('setdigout 1');
  expect((await client.read(expected.length)).equals(expected)).toBe(true);
  client.send(teltonika.encodeCommandResponse('DOUT1:1'));
  const answer = await call;
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { result: CommandRow }).result;
}

async function positionCount(): Promise<{ n: number; times: number }> {
  const rows = await queryRows<{ n: number; times: number }>(
    database.db,
    sql`SELECT count(*)::int AS n, count(DISTINCT time)::int AS times FROM positions WHERE imei = ${imei}`,
  );
  return rows[0] ?? { n: -1, times: -1 };
}

describe('two ingest and two gateway nodes on one PostgreSQL and NATS', () => {
  it('a tracker on either ingest node reaches every live socket of every gateway, and commands from either gateway reach it', async () => {
    expect(imei).toMatch(/^[0-9]{15}$/);
    const [east, west] = gateways;
    const [first, second] = ingests;
    if (!east || !west || !first || !second) throw new Error('the cluster did not start');
    const { token } = await signIn(east, 'customer');
    const sockets = [await liveOn(east, token), await liveOn(west, token)];

    const onFirst = await tracker(first);
    const last = await sendAcked(onFirst);
    await Promise.all(sockets.map((socket) => socket.waitFor(isUpdateAt(last), WAIT_MS)));
    expect(await starterKillThrough(west, token, onFirst)).toMatchObject({ status: 'answered', answer: 'DOUT1:1' });

    // The tracker reconnects to the other node (its old connection half-open): the old one is closed.
    const onSecond = await tracker(second);
    await within(onFirst.closed, WAIT_MS, 'the first node closed the old connection');
    const moved = await sendAcked(onSecond);
    await Promise.all(sockets.map((socket) => socket.waitFor(isUpdateAt(moved), WAIT_MS)));
    expect(await starterKillThrough(east, token, onSecond)).toMatchObject({ status: 'answered', answer: 'DOUT1:1' });
    expect(await positionCount()).toEqual({ n: 10, times: 10 });
    onSecond.end();
  }, 60_000);

  it('signing out on one gateway ends that session’s live sockets on both', async () => {
    const [east, west] = gateways;
    if (!east || !west) throw new Error('the cluster did not start');
    const session = await signIn(west, 'customer');
    const other = await signIn(west, 'customer');
    const sockets = [await liveOn(east, session.token), await liveOn(west, session.token)];
    const untouched = await liveOn(east, other.token);
    const out = await fetch(`${west.url}/sso/logout`, {
      method: 'POST',
      headers: { cookie: `gsid=${session.gsid}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
      redirect: 'manual',
    });
    expect(out.status).toBe(302);
    for (const socket of sockets)
      expect(await within(socket.closed, WAIT_MS, 'the session’s live socket closed')).toEqual({
        code: 4401,
        reason: 'session_expired',
      });
    expect(untouched.socket.readyState).toBe(untouched.socket.OPEN);
  }, 30_000);

  it('an ingest node killed mid-stream: the tracker resends to the other one, every record stored once', async () => {
    const victim = ingests[1];
    const survivor = ingests[0];
    if (!victim || !survivor) throw new Error('the cluster did not start');
    const before = await positionCount();
    const onVictim = await tracker(victim);
    for (let p = 0; p < 5; p += 1) await sendAcked(onVictim, 20);
    // A packet in flight when the node dies: never acknowledged, so sent again.
    const { packet } = nextPacket(20);
    onVictim.send(packet);
    await victim.kill('SIGKILL');
    const onSurvivor = await tracker(survivor);
    onSurvivor.send(packet);
    expect((await onSurvivor.read(4)).readUInt32BE(0)).toBe(20);
    await sendAcked(onSurvivor, 20);
    expect(await positionCount()).toEqual({ n: before.n + 140, times: before.times + 140 });
    onSurvivor.end();
  }, 60_000);

  it('the background jobs run on exactly one node, and on another once it is gone', async () => {
    const holders = async () =>
      queryRows<{ application_name: string }>(
        database.db,
        sql`SELECT a.application_name FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
            WHERE l.locktype = 'advisory' AND l.granted AND l.objid = (hashtext(${JOBS_LEASE})::bigint & 4294967295)::oid`,
      );
    const living = [...gateways, ...ingests].filter((node) => node.child.exitCode === null);
    const held = await holders();
    expect(held).toHaveLength(1);
    const leader = living.find((node) => held[0]?.application_name.endsWith(`-${node.child.pid}`));
    expect(leader).toBeDefined();
    await leader?.kill('SIGKILL');
    let next: { application_name: string }[] = [];
    for (let waited = 0; next.length === 0 && waited < 15_000; waited += 250) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      next = await holders();
    }
    expect(next).toHaveLength(1);
    const successor = living.find((node) => next[0]?.application_name.endsWith(`-${node.child.pid}`));
    expect(successor).toBeDefined();
    expect(successor).not.toBe(leader);
  }, 60_000);
});
