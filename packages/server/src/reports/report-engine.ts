import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { dayOf } from './report-days.js';
import type { Telemetry } from '@armada/domain';
import {
  EMPTY_CARRY,
  foldTrack,
  type Carry,
  type PlaceLookup,
  type SegmentSettings,
  type TrackFix,
} from './segmenter.js';
import {
  checkpointsBefore,
  fixesAfter,
  forgetAfter,
  lockCursors,
  writeFolds,
  type Cursor,
  type Folded,
} from './segment-store.js';

export type ReportEngineOptions = {
  db: Db;
  log: FastifyBaseLogger;
  /** The zone whose midnights split the days. */
  zone: string;
  /** The thresholds for a vehicle (its organisation's, or the defaults). */
  settingsOf: (imei: string) => SegmentSettings;
  /** The geofences of a vehicle's organisation (none: no visits). */
  placesOf?: (imei: string) => PlaceLookup;
  /** Vehicles segmented per transaction. */
  chunk?: number;
  /**
   * The least time between two rounds (ms): rows arriving meanwhile are taken together, so a busy
   * fleet costs one transaction a second, not one per packet; reports lag the positions by that much.
   */
  intervalMs?: number;
};

/** A stored row as the engine takes it (a Telemetry record). */
export type Stored = Pick<Telemetry, 'imei' | 'time' | 'lat' | 'lng' | 'speed' | 'properties'>;

/** A vehicle's rows stored since it was last segmented, and the earliest of their times. */
type News = { earliest: number; rows: Stored[] };

/**
 * The times the engine folds: a tracker with a broken clock (a GPS week rollover dates fixes in
 * 2006, a bad RTC in 2038) must not make it fold, or fill days, across decades. Same as the window
 * `fixesAfter` reads (segment-store.ts).
 */
export const FOLD_WINDOW = { pastMs: 400 * 86_400_000, futureMs: 10 * 60_000 };
const foldWindow = (now = Date.now()) => [now - FOLD_WINDOW.pastMs, now + FOLD_WINDOW.futureMs] as const;

/** Stored rows as the fold reads them, in time order (the same fields `fixesAfter` reads back). */
function trackOf(rows: readonly Stored[]): TrackFix[] {
  return [...rows]
    .sort((a, b) => a.time - b.time)
    .map(({ time, lat, lng, speed, properties: { ign, mileage, fuel, bump } }) => ({
      time,
      lat,
      lng,
      speed,
      ...(ign === undefined ? {} : { ign }),
      ...(typeof mileage === 'number' && Number.isFinite(mileage) ? { mileage } : {}),
      ...(typeof fuel === 'number' && Number.isFinite(fuel) ? { fuel } : {}),
      ...(bump === 1 ? { bump } : {}),
    }));
}

/** Where a vehicle's fold resumes: its stored state, or a checkpoint before late data. */
type Start = { carry: Carry; forget: { time: number; day: string } | null; rebuild: boolean };

/**
 * Keeps the report tables up to date as positions are stored. A vehicle whose stored cursor ends at
 * the last fix this process folded is folded on from the rows in memory; any other (after a restart,
 * or when another node stored some of its data) reads its fixes back from `positions`, so what is
 * segmented is exactly what is stored, whatever node stored it. A vehicle whose new data all comes
 * after its last folded fix resumes from its cursor; one with data from before it (a tracker sending
 * its buffer after a coverage gap, out of order) is folded again from the checkpoint before the
 * earliest late day, which gives the same rows as if everything had come in order.
 * Work coalesces: rows arriving while a transaction runs are taken together by the next one.
 */
export function createReportEngine(options: ReportEngineOptions) {
  const chunk = options.chunk ?? 500;
  let pending = new Map<string, News>();
  let running: Promise<void> | null = null;
  // The last fix this process folded per vehicle: when the stored cursor still ends there, nothing
  // was stored between it and the new rows, which are then folded from memory without reading back.
  const folded = new Map<string, number>();

  /**
   * Where each vehicle resumes: from its cursor when all its new data comes after it, else from the
   * checkpoint before its earliest late day (or the start), what that refold writes again forgotten.
   */
  async function startsOf(tx: Db, vehicles: Map<string, News>, cursors: Map<string, Cursor>) {
    const starts = new Map<string, Start>();
    const late = new Map<string, string>();
    for (const [imei, news] of vehicles) {
      const cursor = cursors.get(imei);
      if (cursor && news.earliest > cursor.until)
        starts.set(imei, { carry: cursor.carry, forget: null, rebuild: false });
      else late.set(imei, dayOf(news.earliest, options.zone));
    }
    const checkpoints = await checkpointsBefore(tx, late);
    for (const imei of late.keys()) {
      const checkpoint = checkpoints.get(imei);
      const time = checkpoint?.carry.last?.time;
      starts.set(imei, {
        carry: checkpoint?.carry ?? EMPTY_CARRY,
        forget: checkpoint && time !== undefined ? { time, day: checkpoint.day } : null,
        rebuild: true,
      });
    }
    await forgetAfter(tx, new Map([...late.keys()].map((imei) => [imei, starts.get(imei)?.forget ?? null])));
    return starts;
  }

  /**
   * Folds the new data of `vehicles` in one transaction; `again` takes their earliest time as late
   * whatever the cursor says (the backfill).
   */
  async function segment(vehicles: Map<string, News>, again = false): Promise<void> {
    const done = await options.db.transaction(async (tx) => {
      const imeis = [...vehicles.keys()].sort();
      const locked = await lockCursors(tx, imeis);
      const cursors = again ? new Map<string, Cursor>() : locked;
      const starts = await startsOf(tx, vehicles, cursors);
      const tracks = new Map<string, TrackFix[]>();
      const toRead = new Map<string, number | null>();
      for (const imei of imeis) {
        const news = vehicles.get(imei);
        const cursor = cursors.get(imei);
        const start = starts.get(imei);
        if (!start) continue;
        if (!start.rebuild && cursor && folded.get(imei) === cursor.until && news?.rows.length)
          tracks.set(imei, trackOf(news.rows));
        else toRead.set(imei, start.carry.last?.time ?? null);
      }
      for (const [imei, track] of await fixesAfter(tx, toRead)) tracks.set(imei, track);
      const folds: Folded[] = [];
      for (const imei of imeis) {
        const track = tracks.get(imei) ?? [];
        const start = starts.get(imei);
        if (!start || (track.length === 0 && !start.rebuild)) continue;
        const places = options.placesOf?.(imei);
        const result = foldTrack(start.carry, track, options.settingsOf(imei), options.zone, places);
        folds.push({ imei, ...result });
      }
      await writeFolds(tx, folds);
      return folds;
    });
    for (const fold of done) {
      const last = fold.carry.last?.time;
      if (last === undefined) folded.delete(fold.imei);
      else folded.set(fold.imei, last);
    }
  }

  async function loop(): Promise<void> {
    while (pending.size > 0) {
      const taken = pending;
      pending = new Map();
      const entries = [...taken];
      for (let i = 0; i < entries.length; i += chunk) {
        const part = new Map(entries.slice(i, i + chunk));
        try {
          await segment(part);
        } catch (err) {
          // The positions are stored; the next data of these vehicles, or a backfill, segments them.
          for (const imei of part.keys()) folded.delete(imei);
          options.log.error({ err, vehicles: part.size }, 'report segmentation failed');
        }
      }
    }
  }

  const intervalMs = options.intervalMs ?? 1000;
  let lastRound = 0;
  let timer: NodeJS.Timeout | null = null;

  function start(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    running ??= loop().finally(() => {
      running = null;
      lastRound = Date.now();
      if (pending.size > 0) kick();
    });
  }

  function kick(): void {
    if (running || timer) return;
    const wait = lastRound + intervalMs - Date.now();
    if (wait <= 0) start();
    else {
      timer = setTimeout(start, wait);
      timer.unref();
    }
  }

  return {
    /** Takes stored rows (as the writer accepted them): their vehicles are segmented from their earliest. */
    handle(rows: readonly Stored[]): void {
      const [earliest, latest] = foldWindow();
      for (const row of rows) {
        if (row.time < earliest || row.time > latest) continue;
        const news = pending.get(row.imei);
        if (news) {
          news.rows.push(row);
          if (row.time < news.earliest) news.earliest = row.time;
        } else pending.set(row.imei, { earliest: row.time, rows: [row] });
      }
      if (pending.size > 0) kick();
    },
    /** Rebuilds the vehicles' report rows from their stored positions from `from` on (the backfill). */
    async rebuild(imeis: readonly string[], from: number): Promise<void> {
      for (let i = 0; i < imeis.length; i += chunk)
        await segment(new Map(imeis.slice(i, i + chunk).map((imei) => [imei, { earliest: from, rows: [] }])), true);
    },
    /** Waits until everything handed in so far is segmented. */
    async drain(): Promise<void> {
      while (running || timer) {
        if (timer) start();
        await running;
      }
    },
  };
}

export type ReportEngine = ReturnType<typeof createReportEngine>;
