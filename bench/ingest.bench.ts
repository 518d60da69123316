import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { migrate } from '@armada/server/db/migrate';
import { queryRows } from '@armada/server/db/client';
import { BRAND_ORG_CODE, orgIdByCode, seedBase } from '@armada/server/db/seed-base';
import { freshDatabase } from '@armada/server/test-support/test-database';
import { ensurePartitions } from '@armada/server/ingest/partitions';
import { createIngestPipeline } from '@armada/server/ingest/pipeline';
import { startIngest } from '@armada/server/ingest/tcp-server';
import { writerConcurrency } from '@armada/server/boot';
import { createReportEngine } from '@armada/server/reports/report-engine';
import { DEFAULT_SEGMENT_SETTINGS } from '@armada/server/reports/segmenter';

const run = promisify(execFile);

export type IngestRun = { connections?: number; perPacket?: number; seconds?: number; segment?: boolean };

/**
 * Positions stored per second: Teltonika Codec 8 Extended over TCP from many connections, the
 * trackers simulated by a separate process (ingest-load.ts), each packet sent after the previous ack.
 * With `segment`, the report engine runs on the stored rows as it does in the server, and the rate
 * counts the time until it has caught up too.
 */
export async function ingestRate({ connections = 400, perPacket = 50, seconds = 15, segment = false }: IngestRun = {}) {
  const database = await freshDatabase();
  try {
    await migrate(database);
    await seedBase(database.db);
    await ensurePartitions(database, new Date(Date.UTC(2026, 10, 15)), 1, 4);
    const org = await orgIdByCode(database.db, BRAND_ORG_CODE);
    await database.db.execute(
      sql`INSERT INTO vehicles (imei, gpstype, organization_id) SELECT (356000000000000 + g)::text, 2, ${org} FROM generate_series(1, ${connections}) g`,
    );
    const log = pino({ level: process.env.BENCH_LOG ?? 'silent' });
    const pipeline = createIngestPipeline(database.db, log, { concurrency: writerConcurrency(database) });
    const reports = createReportEngine({
      db: database.db,
      log,
      zone: 'Asia/Jakarta',
      settingsOf: () => DEFAULT_SEGMENT_SETTINGS,
    });
    if (segment) pipeline.events.on('stored', (rows) => reports.handle(rows));
    const ingest = await startIngest(pipeline, { teltonika: 0, ruptela: 0, gt06: 0 }, '127.0.0.1', log);
    const args = [String(ingest.ports.teltonika), String(connections), String(perPacket), String(seconds)];
    const loader = new URL('./ingest-load.ts', import.meta.url).pathname;
    const { stdout } = await run(process.execPath, ['--import', 'tsx', loader, ...args], { maxBuffer: 1 << 20 });
    const result = JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as { acknowledged: number; seconds: number };
    const caughtUp = performance.now();
    await reports.drain();
    const lag = (performance.now() - caughtUp) / 1000;
    const stored = await queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM positions`);
    const days = await queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM report_days`);
    await ingest.close();
    return {
      kind: database.kind,
      rate: result.acknowledged / (result.seconds + lag),
      stored: stored[0]?.n ?? 0,
      dayRows: days[0]?.n ?? 0,
      seconds: result.seconds,
      lag,
    };
  } finally {
    await database.close();
  }
}

export async function benchIngest(connections = 400, perPacket = 50, seconds = 15): Promise<void> {
  const result = await ingestRate({ connections, perPacket, seconds });
  process.stdout.write(
    `${`ingest, Teltonika 8E over TCP (${result.kind})`.padEnd(44)} ${connections} connections × ${perPacket} records/packet: ` +
      `${Math.round(result.rate)} positions/s acknowledged, ${result.stored} stored in ${result.seconds.toFixed(1)} s\n`,
  );
}
