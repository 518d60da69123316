import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Db } from '@armada/server/db/client';
import { migrate } from '@armada/server/db/migrate';
import { BRAND_ORG_CODE, orgIdByCode, seedBase } from '@armada/server/db/seed-base';
import { ensurePartitions } from '@armada/server/ingest/partitions';
import { startServerProcess } from '@armada/server/test-support/server-process';
import { freshDatabaseTarget } from '@armada/server/test-support/test-database';

/**
 * A report file of a million rows: the trip report of a large fleet over two weeks, written through
 * the download call as a user runs it, by the real server in its own process (no demo, no ingest).
 * Its memory is read from /proc: resident now (VmRSS) and the most it ever held (VmHWM), so the
 * figure is the server's whole footprint, not a heap estimate. On PGlite, whose database lives in
 * the server's process and which pages by OFFSET (report-definitions.ts), a tenth of the rows.
 */
const VEHICLES = 5_000;
const MB = 1024 * 1024;
const ADMIN = { username: 'bench-root', password: 'Bench#File-2026' };

async function seedTrips(db: Db, perVehicle: number): Promise<{ from: string; to: string }> {
  const org = await orgIdByCode(db, BRAND_ORG_CODE);
  await db.execute(sql`INSERT INTO vehicles (imei, gpstype, organization_id, vehicle_name, vehicle_number)
    SELECT (358000000000000 + n)::text, 2, ${org}, 'Bench truck ' || n, 'B ' || n || ' FB' FROM generate_series(1, ${VEHICLES}) n`);
  const from = Math.floor(Date.now() / 1000) * 1000 - 13 * 86_400_000;
  // Trips of 50 minutes, 90 minutes apart, 20 km each, starting where the last one ended.
  await db.execute(sql`INSERT INTO report_segments (imei, kind, start_time, end_time, start_lat, start_lng, end_lat,
      end_lng, distance_m, max_speed, fuel_used, closed_at, place_id)
    SELECT (358000000000000 + v)::text, 'trip', to_timestamp(${from / 1000}::bigint + k * 5400),
      to_timestamp(${from / 1000}::bigint + k * 5400 + 3000), -6.2 + v * 0.0001, 106.8 + k * 0.001, -6.2 + v * 0.0001,
      106.8 + (k + 1) * 0.001, 20000, 60 + (k % 30), 4.5, to_timestamp(${from / 1000}::bigint + k * 5400 + 3400), 0
    FROM generate_series(1, ${VEHICLES}) v, generate_series(0, ${perVehicle - 1}) k`);
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { from: day(from), to: day(Date.now() + 86_400_000) };
}

/** A process's resident memory now and at its highest, in bytes (Linux). */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

export async function benchReportFile(): Promise<void> {
  const engine = process.env.ARMADA_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
  const perVehicle = Number(process.env.BENCH_FILE_TRIPS ?? (engine === 'postgres' ? 200 : 20));
  const target = await freshDatabaseTarget();
  try {
    const database = await target.open();
    let period: { from: string; to: string };
    try {
      await migrate(database);
      await seedBase(database.db);
      await ensurePartitions(database, new Date(), 2, 1);
      period = await seedTrips(database.db, perVehicle);
    } finally {
      await database.close();
    }
    const server = await startServerProcess({
      ...target.env,
      DEMO: 'false',
      INGEST: 'false',
      VALIDATE_ANSWERS: 'false',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      // BENCH_SERVER_HEAP_MB: the server's V8 old space, as an operator sets it for a memory budget
      // (with V8's default young generation, as the README says).
      ...(process.env.BENCH_SERVER_HEAP_MB
        ? {
            NODE_OPTIONS: `--max-old-space-size=${process.env.BENCH_SERVER_HEAP_MB} --max-semi-space-size=16`,
          }
        : {}),
    });
    try {
      const pid = server.child.pid ?? 0;
      const login = await fetch(`${server.url}/api/user/user/login_user`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      const { token } = ((await login.json()) as { result: { token: string } }).result;
      const call = (path: string) => fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
      const query = `start_date=${period.from}&end_date=${period.to}`;
      // A server that has answered a report already: its address data (the offline gazetteer) is loaded.
      await (await call(`/api/report/report_trip/list_report_trip?${query}&count_perpage=10`)).text();
      const before = memoryOf(pid);
      const started = performance.now();
      const response = await call(`/api/report/report_trip/download_report_trip?${query}&sort=start_time`);
      if (response.status !== 200) throw new Error(`download refused: ${await response.text()}`);
      const { id } = ((await response.json()) as { result: { id: string } }).result;
      let file: ArrayBuffer | null = null;
      let rss = before.rss;
      while (!file) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        rss = Math.max(rss, memoryOf(pid).rss);
        const answer = await call(`/api/report/download/download_file?id=${id}`);
        if (answer.status === 200) file = await answer.arrayBuffer();
        else if (answer.status !== 409) throw new Error(`download failed: ${answer.status} ${await answer.text()}`);
        else await answer.text();
      }
      const seconds = (performance.now() - started) / 1000;
      const after = memoryOf(pid);
      const rows = perVehicle * VEHICLES;
      process.stdout.write(
        `trip report xlsx (${engine}), ${rows.toLocaleString('en')} rows by the server process in ${seconds.toFixed(1)} s ` +
          `(${Math.round(rows / seconds).toLocaleString('en')} rows/s, ${(file.byteLength / MB).toFixed(0)} MB file); ` +
          `server resident ${(before.rss / MB).toFixed(0)} MB before, ${(Math.max(rss, after.rss) / MB).toFixed(0)} MB at most while writing ` +
          `(sampled), ${(after.peak / MB).toFixed(0)} MB peak of its life (VmHWM)\n`,
      );
    } finally {
      await server.kill('SIGTERM');
    }
  } finally {
    await target.dispose();
  }
}
