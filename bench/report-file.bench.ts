import { stat } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { BRAND_ORG_CODE, orgIdByCode } from '@armada/server/db/seed-base';
import { queryRows } from '@armada/server/db/client';
import { downloadPath } from '@armada/server/jobs/download-service';
import { ensurePartitions } from '@armada/server/ingest/partitions';
import { buildTestApp, type TestApp } from '@armada/server/test-support/test-app';

/**
 * A report file of a million rows: the trip report of a large fleet over two weeks, written through
 * the download call as a user runs it. The server's memory is sampled while it writes (process RSS:
 * on PostgreSQL that is the server alone; PGlite's database lives in the same process). On PGlite,
 * which pages by OFFSET (report-definitions.ts), a tenth of the rows.
 */
const VEHICLES = 5_000;
const MB = 1024 * 1024;

async function seedTrips(t: TestApp, perVehicle: number): Promise<{ from: string; to: string }> {
  const db = t.ctx.database.db;
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

export async function benchReportFile(): Promise<void> {
  const engine = process.env.ARMADA_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
  const perVehicle = Number(process.env.BENCH_FILE_TRIPS ?? (engine === 'postgres' ? 200 : 20));
  const t = await buildTestApp({ validateAnswers: false });
  try {
    await ensurePartitions(t.ctx.database, new Date(), 2, 1);
    const period = await seedTrips(t, perVehicle);
    const token = await t.tokenOf('root');
    // A server that has answered a report already: its address data (the offline gazetteer) is loaded.
    const list = `/api/report/report_trip/list_report_trip?start_date=${period.from}&end_date=${period.to}&count_perpage=10`;
    await t.app.inject({ method: 'GET', url: list, headers: { authorization: `Bearer ${token}` } });
    global.gc?.();
    const baseline = process.memoryUsage();
    let peak = baseline.rss;
    let heapPeak = baseline.heapUsed;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peak = Math.max(peak, now.rss);
      heapPeak = Math.max(heapPeak, now.heapUsed);
    }, 25);
    const started = performance.now();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/report/report_trip/download_report_trip?start_date=${period.from}&end_date=${period.to}&sort=start_time`,
      headers: { authorization: `Bearer ${token}` },
    });
    if (response.statusCode !== 200) throw new Error(`download refused: ${response.body}`);
    const { id } = response.json<{ result: { id: string } }>().result;
    let state: { status: string; rows: number } | undefined;
    while (!state || state.status === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 200));
      [state] = await queryRows<{ status: string; rows: number }>(
        t.ctx.database.db,
        sql`SELECT status, rows FROM downloads WHERE id = ${id}`,
      );
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const { size } = await stat(downloadPath(t.ctx, id));
    process.stdout.write(
      `trip report xlsx (${engine}), ${state.rows.toLocaleString('en')} rows: ${state.status} in ${seconds.toFixed(1)} s ` +
        `(${Math.round(state.rows / seconds).toLocaleString('en')} rows/s, ${(size / MB).toFixed(0)} MB file); ` +
        `server memory peak ${(peak / MB).toFixed(0)} MB RSS (${((peak - baseline.rss) / MB).toFixed(0)} MB above the start), ` +
        `JS heap peak ${(heapPeak / MB).toFixed(0)} MB (${((heapPeak - baseline.heapUsed) / MB).toFixed(0)} MB above)\n`,
    );
  } finally {
    await t.close();
  }
}
