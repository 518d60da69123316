import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client.js';
import { openTcpClient } from '../test-support/tcp-client.js';
import { createIngestPipeline } from './pipeline.js';
import { startIngest, type IngestPorts } from './tcp-server.js';
import * as teltonika from './protocols/teltonika/index.js';
import * as ruptela from './protocols/ruptela/index.js';
import * as gt06 from './protocols/gt06/index.js';
import { fixAt, trackerDatabase } from '../test-support/tracker-database.js';

const TELTONIKA_IMEI = '356307042441013';
const RUPTELA_IMEI = '012207007303107';
const GT06_IMEI = '868120201234567';

let database: Database;
let ports: IngestPorts;
let stop: () => Promise<void>;

beforeAll(async () => {
  database = await trackerDatabase([
    { imei: TELTONIKA_IMEI, gpstype: 2 },
    { imei: RUPTELA_IMEI, gpstype: 1 },
    { imei: GT06_IMEI, gpstype: 3 },
  ]);
  const pipeline = createIngestPipeline(database, pino({ level: 'silent' }));
  const ingest = await startIngest(
    pipeline,
    { teltonika: 0, ruptela: 0, gt06: 0 },
    '127.0.0.1',
    pino({ level: 'silent' }),
  );
  ports = ingest.ports;
  stop = ingest.close;
});
afterAll(async () => {
  await stop();
  await database.close();
});

const fix = (time: number, speed = 55) => fixAt(time, speed);

async function storedCount(imei: string): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    database.db,
    sql`SELECT count(*)::int AS n FROM positions WHERE imei = ${imei}`,
  );
  return rows[0]?.n ?? -1;
}

describe('ingest over TCP', () => {
  it('Teltonika: accepts a registered IMEI, acknowledges the record count after storing, drops a resend', async () => {
    const client = await openTcpClient(ports.teltonika);
    client.send(teltonika.encodeImei(TELTONIKA_IMEI));
    expect((await client.read(1)).toString('hex')).toBe('01');
    const now = Math.floor(Date.now() / 1000) * 1000;
    const packet = teltonika.encodeAvlPacket([fix(now - 2000), fix(now - 1000)]);
    client.send(packet);
    expect((await client.read(4)).readUInt32BE(0)).toBe(2);
    expect(await storedCount(TELTONIKA_IMEI)).toBe(2);
    client.send(packet);
    expect((await client.read(4)).readUInt32BE(0)).toBe(2);
    expect(await storedCount(TELTONIKA_IMEI)).toBe(2);
    client.end();
  });

  it('Teltonika: refuses an unknown IMEI, closes, and lists it for administrators', async () => {
    const client = await openTcpClient(ports.teltonika);
    client.send(teltonika.encodeImei('359633100000001'));
    expect((await client.read(1)).toString('hex')).toBe('00');
    await client.closed;
    const listed = await queryRows<Record<string, unknown>>(
      database.db,
      sql`SELECT family, attempts FROM unknown_devices WHERE imei = '359633100000001'`,
    );
    expect(listed[0]).toMatchObject({ family: 'teltonika', attempts: 1 });
  });

  it('Ruptela: stores records and answers the positive acknowledgement', async () => {
    const client = await openTcpClient(ports.ruptela);
    const now = Math.floor(Date.now() / 1000) * 1000;
    client.send(ruptela.encodeRecords(RUPTELA_IMEI, [fix(now - 3000, 20), fix(now - 2000, 30), fix(now - 1000, 40)]));
    expect((await client.read(6)).equals(ruptela.RECORDS_ACK)).toBe(true);
    expect(await storedCount(RUPTELA_IMEI)).toBe(3);
    client.end();
  });

  it('GT06: answers the login, stores a position and moves the vehicle state', async () => {
    const client = await openTcpClient(ports.gt06);
    client.send(gt06.encodeLogin(GT06_IMEI, 1));
    const answer = await client.read(10);
    expect(answer.subarray(0, 4).toString('hex')).toBe('78780501');
    const now = Math.floor(Date.now() / 1000) * 1000;
    client.send(gt06.encodePosition(fix(now), { protocol: 0x22, serial: 2 }));
    client.send(gt06.encodeHeartbeat({ ign: 1, gsm_signal: 4 }, 3));
    await client.read(10); // the heartbeat's answer comes after the position was handled
    expect(await storedCount(GT06_IMEI)).toBe(1);
    const state = await queryRows<Record<string, unknown>>(
      database.db,
      sql`SELECT speed, lat FROM vehicle_state WHERE imei = ${GT06_IMEI}`,
    );
    expect((state[0] as { speed: number }).speed).toBe(55);
    client.end();
  });

  it('garbage closes only that connection; another device goes on', async () => {
    const bad = await openTcpClient(ports.gt06);
    const good = await openTcpClient(ports.teltonika);
    good.send(teltonika.encodeImei(TELTONIKA_IMEI));
    expect((await good.read(1)).toString('hex')).toBe('01');
    bad.send(Buffer.from('GET / HTTP/1.1\r\nHost: x\r\n\r\n'));
    await bad.closed;
    const now = Math.floor(Date.now() / 1000) * 1000 + 60_000;
    good.send(teltonika.encodeAvlPacket([fix(now)]));
    expect((await good.read(4)).readUInt32BE(0)).toBe(1);
    good.end();
  });

  it('an oversized length closes the connection without storing anything', async () => {
    const before = await storedCount(TELTONIKA_IMEI);
    const client = await openTcpClient(ports.teltonika);
    client.send(teltonika.encodeImei(TELTONIKA_IMEI));
    await client.read(1);
    client.send(Buffer.from('00000000ffffffff08', 'hex'));
    await client.closed;
    expect(await storedCount(TELTONIKA_IMEI)).toBe(before);
  });
});
