import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { dayOf } from './report-days.js';
import { EMPTY_CARRY, foldTrack, type Carry, type SegmentSettings } from './segmenter.js';
import {
  checkpointBefore,
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
  /** Vehicles segmented per transaction. */
  chunk?: number;
};

/** Where a vehicle's fold resumes: its stored state, or a checkpoint before late data. */
type Start = { carry: Carry; forget: { time: number; day: string } | null; rebuild: boolean };

/**
 * Keeps the report tables up to date as positions are stored. Stored rows only say which vehicles
 * have new data and from when; the fixes themselves are read back from `positions`, so what is
 * segmented is exactly what is stored, whatever node stored it. A vehicle whose new data all comes
 * after its last folded fix resumes from its cursor; one with data from before it (a tracker sending
 * its buffer after a coverage gap, out of order) is folded again from the checkpoint before the
 * earliest late day, which gives the same rows as if everything had come in order.
 * Work coalesces: rows arriving while a transaction runs are taken together by the next one.
 */
export function createReportEngine(options: ReportEngineOptions) {
  const chunk = options.chunk ?? 500;
  let pending = new Map<string, number>();
  let running: Promise<void> | null = null;

  async function startOf(tx: Db, imei: string, earliest: number, cursor: { until: number; carry: Carry } | undefined) {
    if (cursor && earliest > cursor.until) return { carry: cursor.carry, forget: null, rebuild: false } satisfies Start;
    const checkpoint = await checkpointBefore(tx, imei, dayOf(earliest, options.zone));
    const time = checkpoint?.carry.last?.time;
    return {
      carry: checkpoint?.carry ?? EMPTY_CARRY,
      forget: checkpoint && time !== undefined ? { time, day: checkpoint.day } : null,
      rebuild: true,
    } satisfies Start;
  }

  /**
   * Folds the new data of `vehicles` (imei → earliest new fix time) in one transaction; `again`
   * takes that time as late whatever the cursor says (the backfill).
   */
  async function segment(vehicles: Map<string, number>, again = false): Promise<void> {
    await options.db.transaction(async (tx) => {
      const imeis = [...vehicles.keys()].sort();
      const locked = await lockCursors(tx, imeis);
      const cursors = again ? new Map<string, Cursor>() : locked;
      const starts = new Map<string, Start>();
      for (const imei of imeis) {
        const start = await startOf(tx, imei, vehicles.get(imei) ?? 0, cursors.get(imei));
        if (start.rebuild) await forgetAfter(tx, imei, start.forget);
        starts.set(imei, start);
      }
      const from = new Map(imeis.map((imei) => [imei, starts.get(imei)?.carry.last?.time ?? null]));
      const fixes = await fixesAfter(tx, from);
      const folds: Folded[] = [];
      for (const imei of imeis) {
        const track = fixes.get(imei) ?? [];
        const start = starts.get(imei);
        if (!start || (track.length === 0 && !start.rebuild)) continue;
        const result = foldTrack(start.carry, track, options.settingsOf(imei), options.zone);
        folds.push({ imei, ...result });
      }
      await writeFolds(tx, folds);
    });
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
          options.log.error({ err, vehicles: part.size }, 'report segmentation failed');
        }
      }
    }
  }

  function kick(): void {
    running ??= loop().finally(() => {
      running = null;
      if (pending.size > 0) kick();
    });
  }

  return {
    /** Notes stored rows: their vehicles are segmented from their earliest time. */
    handle(rows: readonly { imei: string; time: number }[]): void {
      for (const row of rows) {
        const known = pending.get(row.imei);
        if (known === undefined || row.time < known) pending.set(row.imei, row.time);
      }
      if (pending.size > 0) kick();
    },
    /** Rebuilds the vehicles' report rows from their stored positions from `from` on (the backfill). */
    async rebuild(imeis: readonly string[], from: number): Promise<void> {
      for (let i = 0; i < imeis.length; i += chunk)
        await segment(new Map(imeis.slice(i, i + chunk).map((imei) => [imei, from])), true);
    },
    /** Waits until everything handed in so far is segmented. */
    async drain(): Promise<void> {
      while (running) await running;
    },
  };
}

export type ReportEngine = ReturnType<typeof createReportEngine>;
