import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.js';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { openTcpClient, type TcpClientOptions } from '../test-support/tcp-client.js';
import { insertVehicle } from '../test-support/vehicle-fixtures.js';
import type { IngestPipeline } from './pipeline.js';
import * as teltonika from './protocols/teltonika/index.js';
import { startLocalIngest } from '../test-support/local-ingest.js';

const TRACKER = '352852119990101';
const SPOOFED = '352852119990102';
/** Another source address: Linux routes all of 127/8 to the loopback interface. */
const ELSEWHERE: TcpClientOptions = { localAddress: '127.0.0.2' };

type Node = { pipeline: IngestPipeline; port: number; close(): Promise<void> };

let t: TestApp;
const nodes: Node[] = [];

/** An ingest node of its own (listener, pipeline, node name) on the shared database. */
async function ingestNode(name: string): Promise<Node> {
  const log = pino({ level: 'silent' });
  const { pipeline, ports, close } = await startLocalIngest(t.ctx.database, log, { node: name });
  return { pipeline, port: ports.teltonika, close };
}

beforeAll(async () => {
  t = await buildTestApp();
  for (const imei of [TRACKER, SPOOFED]) await insertVehicle(t.ctx, { imei, org: 'CUS-LOGNUS', state: null });
  nodes.push(await ingestNode('node-a'), await ingestNode('node-b'));
});
afterAll(async () => {
  await Promise.all(nodes.map((node) => node.close()));
  await t.close();
});

/** Connects as `imei` to `node`: whether the IMEI was accepted (01) or refused (00). */
async function connect(node: Node | undefined, imei: string, options: TcpClientOptions = {}) {
  const client = await openTcpClient(node?.port ?? 0, options);
  client.send(teltonika.encodeImei(imei));
  const accepted = (await client.read(1))[0] === 1;
  return { client, accepted };
}

const claimOf = async (imei: string) =>
  (
    await queryRows<{ node: string; address: string }>(
      t.ctx.database.db,
      sql`SELECT node, address FROM tracker_claims WHERE imei = ${imei}`,
    )
  )[0];

describe('the takeover check across ingest nodes', () => {
  it('refuses an IMEI on another node from another address while its tracker is connected, not from its own', async () => {
    const [a, b] = nodes;
    const tracker = await connect(a, TRACKER);
    expect(tracker.accepted).toBe(true);
    expect(await claimOf(TRACKER)).toEqual({ node: 'node-a', address: '127.0.0.1' });

    const spoofer = await connect(b, TRACKER, ELSEWHERE);
    expect(spoofer.accepted).toBe(false);
    await spoofer.client.closed;
    expect(await claimOf(TRACKER)).toEqual({ node: 'node-a', address: '127.0.0.1' });

    // The tracker itself reconnecting through the other node is let in.
    const again = await connect(b, TRACKER);
    expect(again.accepted).toBe(true);
    expect(await claimOf(TRACKER)).toEqual({ node: 'node-b', address: '127.0.0.1' });
    tracker.client.end();
    again.client.end();
    await again.client.closed;
    // Released when its connection closed: anyone registered may connect again.
    for (let tries = 0; (await claimOf(TRACKER)) !== undefined && tries < 50; tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await claimOf(TRACKER)).toBeUndefined();
  });

  it('takes over a claim its node stopped refreshing (the node died); a refreshed one holds', async () => {
    const [a, b] = nodes;
    const tracker = await connect(a, SPOOFED);
    expect(tracker.accepted).toBe(true);
    await t.ctx.database.db.execute(
      sql`UPDATE tracker_claims SET seen_at = now() - interval '10 minutes' WHERE imei = ${SPOOFED}`,
    );
    await a?.pipeline.refreshClaims();
    expect((await connect(b, SPOOFED, ELSEWHERE)).accepted).toBe(false);

    await t.ctx.database.db.execute(
      sql`UPDATE tracker_claims SET seen_at = now() - interval '10 minutes' WHERE imei = ${SPOOFED}`,
    );
    const newcomer = await connect(b, SPOOFED, ELSEWHERE);
    expect(newcomer.accepted).toBe(true);
    expect(await claimOf(SPOOFED)).toEqual({ node: 'node-b', address: '127.0.0.2' });
    tracker.client.end();
    newcomer.client.end();
  });
});
