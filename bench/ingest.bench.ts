import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { migrate } from '@armada/server/db/migrate';
import { queryRows, type Database } from '@armada/server/db/client';
import { BRAND_ORG_CODE, orgIdByCode, seedBase } from '@armada/server/db/seed-base';
import { freshDatabase } from '@armada/server/test-support/test-database';
import { ensurePartitions } from '@armada/server/ingest/partitions';
import { createIngestPipeline } from '@armada/server/ingest/pipeline';
import { encodePositionsCopy, POSITION_COPY_COLUMNS } from '@armada/server/ingest/position-copy';
import { startIngest } from '@armada/server/ingest/tcp-server';
import { encodeAvlPacket } from '@armada/server/ingest/protocols/teltonika/index';
import { decodeTeltonika } from '@armada/server/ingest/protocols/teltonika/decoder';
import type { Telemetry } from '@armada/domain';
import { ingestSettings } from '@armada/server/ingest/ingest-settings';
import { writerConcurrency } from '@armada/server/boot';
import { createReportEngine } from '@armada/server/reports/report-engine';
import { DEFAULT_SEGMENT_SETTINGS } from '@armada/server/reports/segmenter';
import { imeiOf, records, trackerStart } from './ingest-rows.js';

const run = promisify(execFile);

export type IngestRun = { connections?: number; perPacket?: number; seconds?: number; segment?: boolean };
/** CPU time of this process (the ingest), of the trackers' process and of PostgreSQL's (from /proc). */
function startCpuCount() {
  const self = process.cpuUsage();
  const loop = performance.eventLoopUtilization();
  const others = otherCpu();
  return {
    stop({ acknowledged: records, cpuMs }: LoadResult): string {
      const used = process.cpuUsage(self);
      const after = otherCpu();
      const per = (ms: number) => `${((ms / records) * 1000).toFixed(1)} ms`;
      const parts = [`ingest ${per((used.user + used.system) / 1000)} (sys ${per(used.system / 1000)})`];
      parts.push(`simulated trackers ${per(cpuMs)}`);
      if (after !== null && others !== null) parts.push(`PostgreSQL ${per(after - others)}`);
      const busy = performance.eventLoopUtilization(loop).utilization;
      return `${parts.join(', ')}; ingest event loop busy ${(busy * 100).toFixed(0)}%`;
    },
  };
}

/** CPU milliseconds used so far by this machine's PostgreSQL processes (Linux /proc), or null. */
function otherCpu(): number | null {
  const tick = 10; // USER_HZ is 100 on Linux
  let postgres = 0;
  try {
    for (const pid of readdirSync('/proc').filter((name) => /^[0-9]+$/.test(name))) {
      const stat = readProcFile(`/proc/${pid}/stat`);
      if (!stat.includes('(postgres)')) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      postgres += (Number(fields[11]) + Number(fields[12])) * tick;
    }
  } catch {
    return null;
  }
  return postgres;
}

/** A /proc file's text; empty once its process has gone. */
function readProcFile(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

export type Load = { perPacket: number; seconds: number; base: number; rate?: number };
/** What a load generator saw, and the CPU time it used itself (ms). */
export type LoadResult = { acknowledged: number; seconds: number; p50: number; p99: number; cpuMs: number };

/** Where the runs of one benchmark start their trackers' clocks: months apart, so no record repeats. */
export const RUN_BASES = [Date.UTC(2026, 10, 1), Date.UTC(2027, 0, 1)];

const loader = new URL('./ingest-load.ts', import.meta.url).pathname;

/** Simulated Teltonika trackers `first` … `first + connections - 1` against `port`, from their own process. */
export async function runLoader(
  port: number,
  connections: number,
  { perPacket, seconds, base, rate = 0 }: Load,
  first = 1,
): Promise<LoadResult> {
  const args = [port, connections, perPacket, seconds, base, Math.round(rate), first].map(String);
  const { stdout } = await run(process.execPath, ['--import', 'tsx', loader, ...args], { maxBuffer: 1 << 20 });
  return JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as LoadResult;
}

/** A migrated database with `count` Teltonika trackers registered and the partitions the runs need. */
export async function trackerBenchDatabase(database: Database, count: number): Promise<void> {
  await migrate(database);
  await seedBase(database.db);
  await ensurePartitions(database, new Date(Date.UTC(2026, 10, 15)), 1, 5);
  const org = await orgIdByCode(database.db, BRAND_ORG_CODE);
  await database.db.execute(
    sql`INSERT INTO vehicles (imei, gpstype, organization_id) SELECT (356000000000000 + g)::text, 2, ${org} FROM generate_series(1, ${count}) g`,
  );
}

/**
 * A fresh database with `connections` registered Teltonika trackers and the ingest listening, as
 * the server runs it. `load` drives it from a separate process (ingest-load.ts), so the simulated
 * trackers do not share the server's event loop.
 */
async function openIngestBench(connections: number, segment = false) {
  const database = await freshDatabase();
  await trackerBenchDatabase(database, connections);
  const log = pino({ level: process.env.BENCH_LOG ?? 'silent' });
  const pipeline = createIngestPipeline(database, log, { concurrency: writerConcurrency(database) });
  const reports = createReportEngine({
    db: database.db,
    log,
    zone: 'Asia/Jakarta',
    settingsOf: () => DEFAULT_SEGMENT_SETTINGS,
  });
  if (segment) pipeline.events.on('stored', (rows) => reports.handle(rows));
  // All the simulated trackers connect from 127.0.0.1.
  const settings = ingestSettings({ maxConnectionsPerAddress: 0 });
  const ingest = await startIngest(pipeline, { teltonika: 0, ruptela: 0, gt06: 0 }, '127.0.0.1', log, { settings });
  return {
    database,
    reports,
    load: (load: Load) => runLoader(ingest.ports.teltonika, connections, load),
    async close() {
      await ingest.close();
      await database.close();
    },
  };
}

/**
 * Positions stored per second: Teltonika Codec 8 Extended over TCP from many connections, each
 * packet sent after the previous ack. With `segment`, the report engine runs on the stored rows as it
 * does in the server, and the rate counts the time until it has caught up too.
 */
export async function ingestRate({ connections = 400, perPacket = 50, seconds = 15, segment = false }: IngestRun = {}) {
  const bench = await openIngestBench(connections, segment);
  try {
    const result = await bench.load({ perPacket, seconds, base: RUN_BASES[0] ?? 0 });
    const caughtUp = performance.now();
    await bench.reports.drain();
    const lag = (performance.now() - caughtUp) / 1000;
    const stored = await queryRows<{ n: number }>(bench.database.db, sql`SELECT count(*)::int AS n FROM positions`);
    const days = await queryRows<{ n: number }>(bench.database.db, sql`SELECT count(*)::int AS n FROM report_days`);
    return {
      kind: bench.database.kind,
      rate: result.acknowledged / (result.seconds + lag),
      stored: stored[0]?.n ?? 0,
      dayRows: days[0]?.n ?? 0,
      seconds: result.seconds,
      lag,
    };
  } finally {
    await bench.close();
  }
}

/**
 * The database's own limit: one binary COPY of `count` rows, encoded beforehand, into a table shaped
 * like positions (same columns, key and monthly partitions). The rows are those the trackers send,
 * as the ingest stores them (through the Teltonika encoder and decoder). Rows per second.
 */
export async function copyBound(database: Database, count: number, trackers: number): Promise<number> {
  await database.exec(`CREATE TABLE copy_bound (LIKE positions INCLUDING DEFAULTS, PRIMARY KEY (imei, time))
    PARTITION BY RANGE (time);
    CREATE TABLE copy_bound_rest PARTITION OF copy_bound DEFAULT;`);
  for (let month = 9; month <= 14; month += 1) {
    const from = new Date(Date.UTC(2026, month, 1)).toISOString();
    const to = new Date(Date.UTC(2026, month + 1, 1)).toISOString();
    await database.exec(
      `CREATE TABLE copy_bound_${month} PARTITION OF copy_bound FOR VALUES FROM ('${from}') TO ('${to}')`,
    );
  }
  const perTracker = Math.ceil(count / trackers);
  const rows = Array.from({ length: trackers }, (_, i) => imeiOf(i + 1)).flatMap((imei) =>
    asStored(records(imei, trackerStart(RUN_BASES[0] ?? 0, imei), perTracker)),
  );
  const data = encodePositionsCopy(rows);
  await checkpoint(database);
  const started = performance.now();
  await database.bulk((session) => session.copyIn(`copy_bound ${POSITION_COPY_COLUMNS}`, data));
  const rate = rows.length / ((performance.now() - started) / 1000);
  await checkpoint(database);
  return rate;
}

/**
 * Writes out what the runs before left in the write-ahead log, so that no measured phase pays for
 * another's checkpoint (each writes hundreds of megabytes). Needs a superuser or pg_checkpoint; the
 * figures are noisier without it.
 */
export async function checkpoint(database: Database): Promise<void> {
  await database.exec('CHECKPOINT').catch(() => undefined);
}

/** `rows` as the ingest stores them: sent in Codec 8 Extended packets of 50 and decoded back. */
function asStored(rows: Telemetry[]): Telemetry[] {
  const stored: Telemetry[] = [];
  for (let at = 0; at < rows.length; at += 50) {
    const imei = rows[at]?.imei ?? '';
    for (const frame of decodeTeltonika(encodeAvlPacket(rows.slice(at, at + 50)), { imei }).frames) {
      if (frame.kind !== 'positions') continue;
      for (const row of frame.positions) stored.push({ ...row, imei });
    }
  }
  return stored;
}

/**
 * `npm run bench -- ingest`: acknowledged records per second from 400 trackers sending flat out,
 * beside the bare COPY bound of the same engine in the same run, and the ack latency at that peak
 * and at 80% of it (trackers paced).
 */
export async function benchIngest(connections = 400, perPacket = 50, seconds = 15): Promise<void> {
  const bench = await openIngestBench(connections);
  try {
    const bound = await copyBound(bench.database, 500_000, connections);
    const cpu = startCpuCount();
    const peak = await bench.load({ perPacket, seconds, base: RUN_BASES[0] ?? 0 });
    const spent = cpu.stop(peak);
    const peakRate = peak.acknowledged / peak.seconds;
    await checkpoint(bench.database);
    const paced = await bench.load({ perPacket, seconds: 10, base: RUN_BASES[1] ?? 0, rate: 0.8 * peakRate });
    const ms = (n: number) => `${n.toFixed(1)} ms`;
    const label = `ingest, Teltonika 8E over TCP (${bench.database.kind})`.padEnd(44);
    process.stdout.write(
      `${label} ${connections} connections × ${perPacket} records/packet: ${Math.round(peakRate)} records/s acknowledged, ` +
        `COPY bound ${Math.round(bound)} rows/s, ratio ${(peakRate / bound).toFixed(2)}; ack p50 ${ms(peak.p50)} p99 ${ms(peak.p99)}\n` +
        `${label} at 80% (${Math.round(paced.acknowledged / paced.seconds)} records/s): ack p50 ${ms(paced.p50)} p99 ${ms(paced.p99)}\n` +
        `${label} CPU per 1,000 records at the peak: ${spent}\n`,
    );
  } finally {
    await bench.close();
  }
}
