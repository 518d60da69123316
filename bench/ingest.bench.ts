import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
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
import { readProcFile, type MachineShare } from './machine-cpu.js';
import { median } from './stats.js';

const run = promisify(execFile);

export type IngestRun = { connections?: number; perPacket?: number; seconds?: number; segment?: boolean };
/** CPU time of this process (the ingest), of the trackers' process and of PostgreSQL's (from /proc). */
function startCpuCount(kind: Database['kind']) {
  const self = process.cpuUsage();
  const loop = performance.eventLoopUtilization();
  // PGlite runs inside the ingest's own process: no PostgreSQL server to count.
  const others = kind === 'postgres' ? postgresCpu() : null;
  return {
    stop({ acknowledged: records, cpuMs, machine }: LoadResult): string {
      const used = process.cpuUsage(self);
      const after = others ? postgresCpu() : null;
      const per = (ms: number) => `${((ms / records) * 1000).toFixed(1)} ms`;
      const parts = [`ingest ${per((used.user + used.system) / 1000)} (sys ${per(used.system / 1000)})`];
      parts.push(`simulated trackers ${per(cpuMs)}`);
      if (others && after) parts.push(`PostgreSQL ${per(postgresCpuBetween(others, after))}`);
      const busy = performance.eventLoopUtilization(loop).utilization;
      const percent = (share: number) => `${(share * 100).toFixed(0)}%`;
      const whole = machine ? `; machine idle ${percent(machine.idle)}, stolen ${percent(machine.steal)}` : '';
      return `${parts.join(', ')}; ingest event loop busy ${percent(busy)}${whole}`;
    },
  };
}

/** CPU milliseconds used so far by each of this machine's PostgreSQL processes (Linux /proc), or null. */
function postgresCpu(): Map<string, number> | null {
  const tick = 10; // USER_HZ is 100 on Linux
  const used = new Map<string, number>();
  try {
    for (const pid of readdirSync('/proc').filter((name) => /^[0-9]+$/.test(name))) {
      const stat = readProcFile(`/proc/${pid}/stat`);
      if (!stat.includes('(postgres)')) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      used.set(pid, (Number(fields[11]) + Number(fields[12])) * tick);
    }
  } catch {
    return null;
  }
  return used;
}

/**
 * PostgreSQL's CPU milliseconds between two readings: each process's own growth, a new one's whole.
 * A backend that ended in between (an idle pool connection closed) is left out with what it used
 * then: its whole life's count must not land in the window, nor be taken off it.
 */
function postgresCpuBetween(before: Map<string, number>, after: Map<string, number>): number {
  let spent = 0;
  for (const [pid, ms] of after) spent += ms - (before.get(pid) ?? 0);
  return spent;
}

export type Load = { perPacket: number; seconds: number; base: number; rate?: number };
/** What a load generator saw, and the CPU time it used itself (ms). */
export type LoadResult = {
  acknowledged: number;
  seconds: number;
  p50: number;
  p99: number;
  cpuMs: number;
  /** The whole machine's idle and stolen CPU time over the same seconds (Linux), or null. */
  machine: MachineShare | null;
};

/** Where the runs of one benchmark start their trackers' clocks: months apart, so no record repeats. */
export const RUN_BASES = [Date.UTC(2026, 10, 1), Date.UTC(2027, 0, 1), Date.UTC(2027, 2, 1)];

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
 * Rows the COPY bound copies on each engine: about what one 15-second peak stores there, so the
 * bound is timed over as many seconds of this machine's swings as a peak, into a table grown as far.
 */
export const BOUND_ROWS: Record<Database['kind'], number> = { postgres: 2_000_000, pglite: 500_000 };

/** The database's own limit, measured as often as wanted: see `copyBound`. */
export type CopyBound = { measure(): Promise<number>; drop(): Promise<void> };

/**
 * The database's own limit: one binary COPY of `count` rows, encoded beforehand, into a table shaped
 * like positions (same columns, key and monthly partitions), emptied before each measurement. The rows
 * are those the trackers send, as the ingest stores them (through the Teltonika encoder and decoder).
 * `measure` gives rows per second. Autovacuum is off on the table: a vacuum of the bound's rows must
 * not land in a measured phase after it.
 */
export async function copyBound(database: Database, count: number, trackers: number): Promise<CopyBound> {
  const quiet = 'WITH (autovacuum_enabled = false)';
  await database.exec(`CREATE TABLE copy_bound (LIKE positions INCLUDING DEFAULTS, PRIMARY KEY (imei, time))
    PARTITION BY RANGE (time);
    CREATE TABLE copy_bound_rest PARTITION OF copy_bound DEFAULT ${quiet};`);
  for (let month = 9; month <= 14; month += 1) {
    const from = new Date(Date.UTC(2026, month, 1)).toISOString();
    const to = new Date(Date.UTC(2026, month + 1, 1)).toISOString();
    await database.exec(
      `CREATE TABLE copy_bound_${month} PARTITION OF copy_bound FOR VALUES FROM ('${from}') TO ('${to}') ${quiet}`,
    );
  }
  const { data, rowCount } = boundRows(count, trackers);
  return {
    async measure() {
      await database.exec('TRUNCATE copy_bound');
      await checkpoint(database);
      const started = performance.now();
      await database.bulk((session) => session.copyIn(`copy_bound ${POSITION_COPY_COLUMNS}`, data));
      const rate = rowCount / ((performance.now() - started) / 1000);
      await checkpoint(database);
      return rate;
    },
    drop: () => database.exec('DROP TABLE copy_bound'),
  };
}

/**
 * The bound's rows, encoded for COPY: only the encoded buffer is kept (outside the JavaScript heap),
 * so the measured phases after it do not run with half a million objects to mark in their heap.
 */
function boundRows(count: number, trackers: number): { data: Buffer; rowCount: number } {
  const perTracker = Math.ceil(count / trackers);
  // Encoded a tracker at a time and joined into one COPY stream: the header once, the trailer once.
  const parts: Buffer[] = [];
  let rowCount = 0;
  for (let i = 1; i <= trackers; i += 1) {
    const imei = imeiOf(i);
    const rows = asStored(records(imei, trackerStart(RUN_BASES[0] ?? 0, imei), perTracker));
    const encoded = encodePositionsCopy(rows);
    parts.push(encoded.subarray(i === 1 ? 0 : COPY_HEADER_BYTES, encoded.length - COPY_TRAILER_BYTES));
    rowCount += rows.length;
  }
  parts.push(Buffer.from([0xff, 0xff]));
  return { data: Buffer.concat(parts), rowCount };
}

/** Binary COPY's header (signature, flags, extension length) and trailer (a field count of -1). */
const COPY_HEADER_BYTES = 11 + 4 + 4;
const COPY_TRAILER_BYTES = 2;

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
 * `npm run bench -- ingest`: acknowledged records per second from 400 trackers sending flat out, in
 * two peaks, beside the bare COPY bound of the same engine measured before, between and after them.
 * The ratio is of the medians: this machine's speed moves by more than 10% from one minute to the
 * next, so one bound beside one peak says more about the minute than about the ingest. Then the ack
 * latency at 80% of the peak rate (trackers paced).
 */
export async function benchIngest(connections = 400, perPacket = 50, seconds = 15): Promise<void> {
  const bench = await openIngestBench(connections);
  const label = `ingest, Teltonika 8E over TCP (${bench.database.kind})`.padEnd(44);
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  try {
    const bound = await copyBound(bench.database, BOUND_ROWS[bench.database.kind], connections);
    const bounds = [await bound.measure()];
    const peaks: number[] = [];
    for (const [i, base] of [RUN_BASES[0] ?? 0, RUN_BASES[2] ?? 0].entries()) {
      const cpu = startCpuCount(bench.database.kind);
      const peak = await bench.load({ perPacket, seconds, base });
      const rate = peak.acknowledged / peak.seconds;
      peaks.push(rate);
      process.stdout.write(
        `${label} peak ${i + 1}: ${Math.round(rate)} records/s, ack p50 ${ms(peak.p50)} p99 ${ms(peak.p99)}; ` +
          `CPU per 1,000 records: ${cpu.stop(peak)}\n`,
      );
      bounds.push(await bound.measure());
    }
    await bound.drop();
    const peakRate = median(peaks);
    const boundRate = median(bounds);
    process.stdout.write(
      `${label} COPY bound ${Math.round(boundRate)} rows/s (median of ${bounds.map(Math.round).join(', ')})\n` +
        `${label} ${connections} connections × ${perPacket} records/packet: ${Math.round(peakRate)} records/s acknowledged ` +
        `(median of the peaks), ratio ${(peakRate / boundRate).toFixed(2)}\n`,
    );
    await checkpoint(bench.database);
    const paced = await bench.load({ perPacket, seconds: 10, base: RUN_BASES[1] ?? 0, rate: 0.8 * peakRate });
    process.stdout.write(
      `${label} at 80% (${Math.round(paced.acknowledged / paced.seconds)} records/s): ack p50 ${ms(paced.p50)} p99 ${ms(paced.p99)}\n`,
    );
  } finally {
    await bench.close();
  }
}
