import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client.js';
import { openTcpClient, type TcpClient } from '../test-support/tcp-client.js';
import type { IngestSettings } from './ingest-settings.js';
import { createIngestPipeline } from './pipeline.js';
import { startIngest, type IngestPorts } from './tcp-server.js';
import * as teltonika from './protocols/teltonika/index.js';
import * as gt06 from './protocols/gt06/index.js';
import { trackerDatabase } from '../test-support/tracker-database.js';

const TELTONIKA_IMEI = '356307042449001';
const GT06_IMEI = '868120201239001';

/** Small limits, so a test reaches them (the defaults are in ingest-settings.ts). */
const SETTINGS: Partial<IngestSettings> = {
  maxConnectionsPerAddress: 3,
  allow: { teltonika: ['127.0.0.0/30', '::1/128'], ruptela: ['10.0.0.0/8'], gt06: [] },
  unknownPerAddress: 2,
  unknownDevicesMax: 4,
};

let database: Database;
let ports: IngestPorts;
let stop: () => Promise<void>;

beforeAll(async () => {
  database = await trackerDatabase([
    { imei: TELTONIKA_IMEI, gpstype: 2 },
    { imei: GT06_IMEI, gpstype: 3 },
  ]);
  ({ ports, close: stop } = await listen(SETTINGS));
});
afterAll(async () => {
  await stop();
  await database.close();
});

const from = (localAddress: string) => ({ localAddress });

async function listen(settings: Partial<IngestSettings>) {
  const log = pino({ level: 'silent' });
  const pipeline = createIngestPipeline(database, log, { settings });
  return startIngest(pipeline, { teltonika: 0, ruptela: 0, gt06: 0 }, '127.0.0.1', log, { settings });
}

/** Sends an IMEI and gives the one-byte answer. */
async function login(client: TcpClient, imei: string): Promise<string> {
  client.send(teltonika.encodeImei(imei));
  return (await client.read(1)).toString('hex');
}

async function unknownListed(): Promise<string[]> {
  const rows = await queryRows<{ imei: string }>(database.db, sql`SELECT imei FROM unknown_devices ORDER BY imei`);
  return rows.map((row) => row.imei);
}

describe('tracker listener limits', () => {
  it('closes a connection from outside the listener’s allow-list at once, and serves one inside', async () => {
    const outside = await openTcpClient(ports.teltonika, from('127.0.0.9'));
    await outside.closed;
    const ruptela = await openTcpClient(ports.ruptela);
    await ruptela.closed;
    const inside = await openTcpClient(ports.teltonika, from('127.0.0.2'));
    expect(await login(inside, TELTONIKA_IMEI)).toBe('01');
    inside.end();
  });

  it('refuses connections past the limit per source address, not from other addresses', async () => {
    const held = await Promise.all([1, 2, 3].map(() => openTcpClient(ports.gt06, from('127.0.0.20'))));
    const extra = await openTcpClient(ports.gt06, from('127.0.0.20'));
    await extra.closed;
    const other = await openTcpClient(ports.gt06, from('127.0.0.21'));
    other.send(gt06.encodeLogin(GT06_IMEI, 1));
    expect((await other.read(10)).subarray(0, 4).toString('hex')).toBe('78780501');
    other.end();
    held[0]?.end();
    await held[0]?.closed;
    const again = await openTcpClient(ports.gt06, from('127.0.0.20'));
    again.send(gt06.encodeLogin(GT06_IMEI, 1));
    expect((await again.read(10)).subarray(0, 4).toString('hex')).toBe('78780501');
    for (const client of [...held.slice(1), again]) client.end();
  });

  it('closes a connection that does not identify within the login time-out, trickling or not; an identified one gets its idle time-out', async () => {
    const loginTimeoutMs = 300;
    const quick = await listen({ loginTimeoutMs, idleTimeoutMs: { teltonika: 60_000, ruptela: 60_000, gt06: 60_000 } });
    try {
      const silent = await openTcpClient(quick.ports.gt06);
      await silent.closed;
      // A byte now and then does not extend it: a Ruptela length of 256 and then never the frame.
      const trickler = await openTcpClient(quick.ports.ruptela);
      let gone = false;
      void trickler.closed.then(() => (gone = true));
      trickler.send(Buffer.from([0x01, 0x00]));
      for (let i = 0; i < 50 && !gone; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, loginTimeoutMs / 3));
        trickler.send(Buffer.from([0]));
      }
      expect(gone).toBe(true);
      const tracker = await openTcpClient(quick.ports.gt06);
      tracker.send(gt06.encodeLogin(GT06_IMEI, 1));
      await tracker.read(10);
      // Past the login time-out: an identified connection is held to its protocol's idle time-out instead.
      await new Promise((resolve) => setTimeout(resolve, 2 * loginTimeoutMs));
      tracker.send(gt06.encodeHeartbeat({ ign: 1, gsm_signal: 4 }, 2));
      expect((await tracker.read(10)).subarray(0, 4).toString('hex')).toBe('78780513');
      tracker.end();
    } finally {
      await quick.close();
    }
  });

  it('lists a bounded number of unknown IMEIs per source address, and keeps only the newest rows', async () => {
    const attempt = async (imei: string, address: string) => {
      const client = await openTcpClient(ports.teltonika, from(address));
      expect(await login(client, imei)).toBe('00');
      await client.closed;
    };
    for (const imei of ['359633100000001', '359633100000002', '359633100000003']) await attempt(imei, '127.0.0.1');
    expect(await unknownListed()).toEqual(['359633100000001', '359633100000002']);
    await attempt('359633100000004', '127.0.0.2');
    await attempt('359633100000005', '127.0.0.3');
    // A listed IMEI seen again is counted, not refused for the budget.
    await attempt('359633100000004', '127.0.0.2');
    await attempt('359633100000006', '127.0.0.2');
    expect(await unknownListed()).toEqual(['359633100000002', '359633100000004', '359633100000005', '359633100000006']);
    const counted = await queryRows<{ attempts: number }>(
      database.db,
      sql`SELECT attempts FROM unknown_devices WHERE imei = '359633100000004'`,
    );
    expect(counted[0]?.attempts).toBe(2);
  });
});
