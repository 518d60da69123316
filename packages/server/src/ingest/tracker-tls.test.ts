import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client.js';
import { openTcpClient } from '../test-support/tcp-client.js';
import { createIngestPipeline } from './pipeline.js';
import { startIngest } from './tcp-server.js';
import * as teltonika from './protocols/teltonika/index.js';
import { fixAt, trackerDatabase } from '../test-support/tracker-database.js';

const IMEI = '356307042449101';
// Test-only self-signed certificate and key (CN localhost, 127.0.0.1), committed as fixtures.
const fixture = (name: string) => fileURLToPath(new URL(`../test-support/fixtures/${name}`, import.meta.url));
const CERT_FILE = fixture('tracker-tls.crt');
const KEY_FILE = fixture('tracker-tls.key');

let database: Database;
let tlsPort: number;
let stop: () => Promise<void>;

beforeAll(async () => {
  database = await trackerDatabase([{ imei: IMEI, gpstype: 2 }]);
  const log = pino({ level: 'silent' });
  const settings = { allow: { teltonika: ['127.0.0.1/32'], ruptela: [], gt06: [] } };
  const pipeline = createIngestPipeline(database, log, { settings });
  const ingest = await startIngest(pipeline, { teltonika: 0, ruptela: 0, gt06: 0 }, '127.0.0.1', log, {
    settings,
    teltonikaTls: { port: 0, certFile: CERT_FILE, keyFile: KEY_FILE },
  });
  tlsPort = ingest.ports.teltonikaTls ?? 0;
  stop = ingest.close;
});
afterAll(async () => {
  await stop();
  await database.close();
});

describe('Teltonika over TLS', () => {
  it('serves the same protocol inside TLS: login, records, acknowledgement after storing', async () => {
    expect(tlsPort).toBeGreaterThan(0);
    const client = await openTcpClient(tlsPort, { tlsCa: readFileSync(CERT_FILE) });
    client.send(teltonika.encodeImei(IMEI));
    expect((await client.read(1)).toString('hex')).toBe('01');
    const now = Math.floor(Date.now() / 1000) * 1000;
    client.send(teltonika.encodeAvlPacket([fixAt(now - 1000), fixAt(now)]));
    expect((await client.read(4)).readUInt32BE(0)).toBe(2);
    const rows = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM positions WHERE imei = ${IMEI}`,
    );
    expect(rows[0]?.n).toBe(2);
    client.end();
  });

  it('stores nothing from plain TCP on the TLS port', async () => {
    const plain = await openTcpClient(tlsPort);
    plain.send(Buffer.concat([teltonika.encodeImei(IMEI), teltonika.encodeAvlPacket([fixAt(Date.UTC(2026, 0, 1))])]));
    await plain.closed;
    const rows = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM positions WHERE imei = ${IMEI} AND time = '2026-01-01T00:00:00Z'`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('applies the Teltonika allow-list before the handshake', async () => {
    const outside = openTcpClient(tlsPort, { tlsCa: readFileSync(CERT_FILE), localAddress: '127.0.0.2' });
    await expect(outside).rejects.toThrow();
  });
});
