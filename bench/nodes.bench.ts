import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  freePort,
  INGEST_READY_PATH,
  startServerProcess,
  type ServerProcess,
} from '@armada/server/test-support/server-process';
import { freshDatabaseTarget } from '@armada/server/test-support/test-database';
import { median } from './stats.js';
import { BOUND_ROWS, copyBound, RUN_BASES, runLoader, trackerBenchDatabase, type LoadResult } from './ingest.bench.js';

/** An ingest node (ROLE=ingest) as its own process, and its Teltonika port. */
async function ingestNode(env: Record<string, string>): Promise<ServerProcess & { port: number }> {
  let port = 0;
  const node = await startServerProcess(async () => {
    port = await freePort();
    return { ...env, ROLE: 'ingest', DEMO: 'false', TELTONIKA_PORT: String(port), RUPTELA_PORT: '0', GT06_PORT: '0' };
  }, INGEST_READY_PATH);
  return { ...node, port };
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

/** Records, seconds and latencies of loads run side by side, as one. */
function combined(results: LoadResult[]): { rate: number; p50: number; p99: number } {
  const seconds = Math.max(...results.map((r) => r.seconds));
  const rate = results.reduce((sum, r) => sum + r.acknowledged, 0) / seconds;
  return { rate, p50: Math.max(...results.map((r) => r.p50)), p99: Math.max(...results.map((r) => r.p99)) };
}

/**
 * `npm run bench -- nodes` (PostgreSQL and NATS: TEST_DATABASE_URL, TEST_NATS_URL): two ingest nodes
 * as separate processes, each with half the trackers, beside the bare COPY bound of the same database.
 * Everything shares this machine's cores, so it shows the cost of the split, not a second machine's gain.
 */
export async function benchNodes(connections = 400, perPacket = 50, seconds = 15): Promise<void> {
  const natsUrl = process.env.TEST_NATS_URL;
  if (process.env.ARMADA_TEST_DB !== 'postgres' || !natsUrl) {
    process.stdout.write(
      'nodes: needs PostgreSQL and NATS (TEST_DATABASE_URL and TEST_NATS_URL); skipped on this engine\n',
    );
    return;
  }
  const target = await freshDatabaseTarget();
  const dataDir = mkdtempSync(join(tmpdir(), 'armada-nodes-'));
  const nodes: ServerProcess[] = [];
  try {
    const database = await target.open();
    await trackerBenchDatabase(database, connections);
    const bound = await copyBound(database, BOUND_ROWS.postgres, connections);
    const bounds = [await bound.measure()];
    const env = {
      DATABASE_URL: target.env.DATABASE_URL ?? '',
      NATS_URL: natsUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
    };
    const started = await Promise.all([ingestNode(env), ingestNode(env)]);
    nodes.push(...started);
    const half = connections / 2;
    const base = RUN_BASES[0] ?? 0;
    const load = { perPacket, seconds, base };
    const peak = combined(await Promise.all(started.map((node, i) => runLoader(node.port, half, load, 1 + i * half))));
    bounds.push(await bound.measure());
    await bound.drop();
    await database.close();
    const boundRate = median(bounds);
    const paced = { ...load, base: RUN_BASES[1] ?? 0, seconds: 10, rate: (0.8 * peak.rate) / 2 };
    const at80 = combined(await Promise.all(started.map((node, i) => runLoader(node.port, half, paced, 1 + i * half))));
    const label = 'ingest through 2 ingest nodes (postgres)'.padEnd(44);
    process.stdout.write(
      `${label} ${connections} connections × ${perPacket} records/packet: ${Math.round(peak.rate)} records/s acknowledged, ` +
        `COPY bound ${Math.round(boundRate)} rows/s (median of ${bounds.map(Math.round).join(', ')}), ratio ${(peak.rate / boundRate).toFixed(2)}; ack p50 ${ms(peak.p50)} p99 ${ms(peak.p99)}\n` +
        `${label} at 80% (${Math.round(at80.rate)} records/s): ack p50 ${ms(at80.p50)} p99 ${ms(at80.p99)}\n`,
    );
  } finally {
    await Promise.all(nodes.map((node) => node.kill('SIGTERM')));
    await target.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
