import { sql } from 'drizzle-orm';
import pino from 'pino';
import { destination } from '@armada/domain';
import type { AppContext } from '../context.js';
import type { Db } from '../db/client.js';
import { backfillReports } from '../reports/backfill.js';
import type { TrackFix } from '../reports/segmenter.js';

/**
 * Hand-built tracks for the report engine's tests: legs of driving, idling and parking, sampled at a
 * fixed interval, whose trips, stops, idling and distances are known by construction.
 */
export type Leg =
  | { kind: 'drive'; minutes: number; kmh: number; heading?: number }
  /** Moving with the ignition off: on a tow truck. */
  | { kind: 'tow'; minutes: number; kmh: number }
  | { kind: 'idle'; minutes: number }
  | { kind: 'park'; minutes: number };

export type TrackOptions = {
  start: number;
  lat?: number;
  lng?: number;
  everyS?: number;
  /** Report an odometer (km) starting here; it advances `odometerScale` times the driven distance. */
  odometer?: number;
  odometerScale?: number;
  /** Report a fuel level (litres) starting here, burnt at `litresPerHour` with the engine on. */
  fuel?: number;
  litresPerHour?: number;
};

/** The fixes of `legs`, one every `everyS` seconds, plus one closing fix at the end of the last leg. */
export function buildTrack(legs: readonly Leg[], options: TrackOptions): TrackFix[] {
  const every = (options.everyS ?? 10) * 1000;
  let place: readonly [number, number] = [options.lng ?? 106.8, options.lat ?? -6.2];
  let odometer = options.odometer;
  let fuel = options.fuel;
  let t = options.start;
  const fixes: TrackFix[] = [];
  const fixAt = (time: number, speed: number, ign: 0 | 1): TrackFix => ({
    time,
    lat: place[1],
    lng: place[0],
    speed,
    ign,
    ...(odometer === undefined ? {} : { mileage: odometer }),
    ...(fuel === undefined ? {} : { fuel }),
  });
  for (const leg of legs) {
    const end = t + leg.minutes * 60_000;
    for (; t < end; t += every) {
      const speed = leg.kind === 'drive' || leg.kind === 'tow' ? leg.kmh : 0;
      const ign = leg.kind === 'park' || leg.kind === 'tow' ? 0 : 1;
      fixes.push(fixAt(t, speed, ign));
      const step = Math.min(every, end - t);
      if (leg.kind === 'drive' || leg.kind === 'tow') {
        const metres = (leg.kmh / 3.6) * (step / 1000);
        place = destination(place, leg.kind === 'drive' ? (leg.heading ?? 90) : 180, metres);
        if (odometer !== undefined) odometer += (metres / 1000) * (options.odometerScale ?? 1);
      }
      if (fuel !== undefined && ign === 1) fuel -= ((options.litresPerHour ?? 0) * step) / 3_600_000;
    }
  }
  const lastLeg = legs.at(-1);
  const moving = lastLeg?.kind === 'drive' || lastLeg?.kind === 'tow';
  fixes.push(fixAt(t, moving ? lastLeg.kmh : 0, lastLeg?.kind === 'park' || lastLeg?.kind === 'tow' ? 0 : 1));
  return fixes;
}

/**
 * Stores a track as one vehicle's positions directly (no ingest), 20,000 rows a statement; `more`
 * adds readings to a fix's props (a sensor's value by its source).
 */
export async function insertTrack(
  db: Db,
  imei: string,
  fixes: readonly TrackFix[],
  more?: (fix: TrackFix, index: number) => Record<string, unknown>,
): Promise<void> {
  for (let i = 0; i < fixes.length; i += 20_000) {
    const records = fixes.slice(i, i + 20_000).map((f, j) => ({
      imei,
      time: new Date(f.time).toISOString(),
      lat: f.lat,
      lng: f.lng,
      speed: f.speed,
      props: { ign: f.ign, gps: 1, mileage: f.mileage, fuel: f.fuel, ...more?.(f, i + j) },
    }));
    await db.execute(sql`INSERT INTO positions (imei, time, lat, lng, speed, props)
      SELECT imei, time, lat, lng, speed, props FROM jsonb_to_recordset(${JSON.stringify(records)}::jsonb)
        AS r(imei text, time timestamptz, lat float8, lng float8, speed real, props jsonb)`);
  }
}

/** Stores a track as one vehicle's positions and segments them as the engine does, from a day before its first fix. */
export async function storeSegmented(
  ctx: AppContext,
  imei: string,
  fixes: readonly TrackFix[],
  more?: (fix: TrackFix, index: number) => Record<string, unknown>,
): Promise<void> {
  await insertTrack(ctx.database.db, imei, fixes, more);
  await backfillReports(ctx.database.db, pino({ level: 'silent' }), {
    ...ctx.config.reports,
    from: (fixes[0]?.time ?? Date.now()) - 86_400_000,
    imeis: [imei],
  });
}

/** The first vehicle of an organisation (by code) with no positions yet, for a test to give a track. */
export async function trackFreeVehicle(db: Db, orgCode: string): Promise<string> {
  const result = (await db.execute(
    sql`SELECT v.imei FROM vehicles v JOIN organizations o ON o.id = v.organization_id
        WHERE o.code = ${orgCode} AND NOT EXISTS (SELECT 1 FROM positions p WHERE p.imei = v.imei) ORDER BY v.id LIMIT 1`,
  )) as unknown as { rows: { imei: string }[] };
  const imei = result.rows[0]?.imei;
  if (!imei) throw new Error(`no vehicle without positions in ${orgCode}`);
  return imei;
}
