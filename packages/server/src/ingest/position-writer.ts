import { sql } from 'drizzle-orm';
import type { Telemetry } from '@armada/domain';
import { queryRows, type Db } from '../db/client.js';
import { DEFAULT_INGEST_SETTINGS } from './ingest-settings.js';
import { flagJumps, type Fix, type JumpTrack } from './jump-filter.js';

type Waiter = { rows: Telemetry[]; resolve: () => void; reject: (error: unknown) => void };

export type PositionWriterOptions = {
  /** Rows gathered before a batch starts at once (4,000: measured best on PostgreSQL with 6 at once). */
  maxBatch?: number;
  /** How long the first waiting row may wait for company. */
  maxDelayMs?: number;
  /** Batches stored at once: PostgreSQL takes several (one connection each); PGlite has one connection. */
  concurrency?: number;
  /** Implied speed above which a fix is stored flagged and leaves the state alone; 0 = no check. */
  maxJumpKmh?: number;
  /** Called after each commit with the rows just stored and accepted (for the live bus and events). */
  onStored?: (rows: Telemetry[]) => void;
};

/**
 * Stores positions from every connection in shared batches: one transaction per batch inserts the
 * positions (a resent record is dropped by the (imei, time) key) and moves each vehicle's latest
 * state forward. A fix implying an impossible jump is stored flagged and moves nothing
 * (jump-filter.ts). `store` resolves only after the commit, so the caller acknowledges durable data.
 */
export function createPositionWriter(db: Db, options: PositionWriterOptions = {}) {
  const maxBatch = options.maxBatch ?? 4000;
  const maxDelayMs = options.maxDelayMs ?? 5;
  const concurrency = options.concurrency ?? 1;
  const maxJumpKmh = options.maxJumpKmh ?? DEFAULT_INGEST_SETTINGS.maxJumpKmh;
  // Far fixes waiting to be confirmed by more (JUMP_CONFIRM_FIXES), per vehicle.
  const runs = new Map<string, Fix[]>();
  let waiting: Waiter[] = [];
  let waitingRows = 0;
  let timer: NodeJS.Timeout | null = null;
  let inFlight = 0;
  const idle: (() => void)[] = [];

  function schedule(): void {
    if (waitingRows >= maxBatch) startFlush();
    else if (!timer) {
      timer = setTimeout(() => {
        timer = null;
        startFlush();
      }, maxDelayMs);
    }
  }

  /** Starts a batch when a slot is free; a finished batch starts the next one. */
  function startFlush(): void {
    if (inFlight >= concurrency || waiting.length === 0) return;
    if (timer) clearTimeout(timer);
    timer = null;
    inFlight += 1;
    void flush().finally(() => {
      inFlight -= 1;
      if (waiting.length > 0) schedule();
      else if (inFlight === 0) idle.splice(0).forEach((resolve) => resolve());
    });
  }

  async function flush(): Promise<void> {
    const batch = waiting;
    waiting = [];
    waitingRows = 0;
    // Sorted, so concurrent batches take their row locks in one order and cannot deadlock.
    const rows = batch
      .flatMap((waiter) => waiter.rows)
      .sort((a, b) => (a.imei < b.imei ? -1 : a.imei > b.imei ? 1 : a.time - b.time));
    try {
      const accepted = await db.transaction(async (tx) => {
        const flags = maxJumpKmh > 0 ? await judge(tx, rows) : rows.map(() => false);
        const kept = rows.filter((_, i) => !flags[i]);
        await tx.execute(insertPositions(rows, flags));
        if (kept.length > 0) await tx.execute(advanceState(kept));
        return kept;
      });
      for (const waiter of batch) waiter.resolve();
      if (accepted.length > 0) options.onStored?.(accepted);
    } catch (error) {
      for (const waiter of batch) waiter.reject(error);
    }
  }

  /** Flags for `rows` (sorted by vehicle, then time), each vehicle judged from its last accepted fix. */
  async function judge(tx: Db, rows: Telemetry[]): Promise<boolean[]> {
    const last = await lastFixes(tx, [...new Set(rows.map((r) => r.imei))]);
    const flags: boolean[] = [];
    for (let start = 0; start < rows.length;) {
      const imei = rows[start]?.imei ?? '';
      let end = start;
      while (end < rows.length && rows[end]?.imei === imei) end += 1;
      const track: JumpTrack = { last: last.get(imei) ?? null, run: runs.get(imei) ?? [] };
      flags.push(...flagJumps(track, rows.slice(start, end), maxJumpKmh));
      if (track.run.length > 0) runs.set(imei, track.run);
      else runs.delete(imei);
      start = end;
    }
    return flags;
  }

  return {
    store(rows: Telemetry[]): Promise<void> {
      if (rows.length === 0) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        waiting.push({ rows, resolve, reject });
        waitingRows += rows.length;
        schedule();
      });
    },
    /** Waits until everything handed in so far is committed (for shutdown). */
    async drain(): Promise<void> {
      if (waiting.length === 0 && inFlight === 0) return;
      const done = new Promise<void>((resolve) => idle.push(resolve));
      startFlush();
      await done;
    },
  };
}

export type PositionWriter = ReturnType<typeof createPositionWriter>;

/** Each vehicle's last accepted coordinates and the time they were fixed. */
async function lastFixes(tx: Db, imeis: string[]): Promise<Map<string, Fix>> {
  const rows = await queryRows<{ imei: string; time: number; lat: number; lng: number }>(
    tx,
    sql`SELECT imei, (extract(epoch FROM coalesce(fix_time, time)) * 1000)::float8 AS time, lat, lng
        FROM vehicle_state WHERE imei = ANY(${sql.param(imeis)}::text[])`,
  );
  return new Map(rows.map(({ imei, ...fix }) => [imei, fix]));
}

function columns(rows: Telemetry[], flags: readonly boolean[]) {
  return {
    imei: sql.param(rows.map((r) => r.imei)),
    time: sql.param(rows.map((r) => new Date(r.time).toISOString())),
    lat: sql.param(rows.map((r) => r.lat)),
    lng: sql.param(rows.map((r) => r.lng)),
    alt: sql.param(rows.map((r) => r.alt)),
    head: sql.param(rows.map((r) => r.head)),
    speed: sql.param(rows.map((r) => r.speed)),
    sat: sql.param(rows.map((r) => r.sat)),
    props: sql.param(rows.map((r) => JSON.stringify(r.properties))),
    flag: sql.param(rows.map((_, i) => (flags[i] ? 'jump' : null))),
  };
}

function unnest(rows: Telemetry[], flags: readonly boolean[] = []) {
  const c = columns(rows, flags);
  return sql`unnest(${c.imei}::text[], ${c.time}::timestamptz[], ${c.lat}::float8[], ${c.lng}::float8[],
    ${c.alt}::real[], ${c.head}::real[], ${c.speed}::real[], ${c.sat}::smallint[], ${c.props}::jsonb[], ${c.flag}::text[])
    AS u(imei, time, lat, lng, alt, head, speed, sat, props, flag)`;
}

/** Every fix is kept; `flag` 'jump' marks one that implied an impossible jump. */
function insertPositions(rows: Telemetry[], flags: readonly boolean[]) {
  return sql`INSERT INTO positions (imei, time, lat, lng, alt, head, speed, sat, props, flag)
    SELECT imei, time, lat, lng, alt, head, speed, sat, props, flag FROM ${unnest(rows, flags)}
    ON CONFLICT DO NOTHING`;
}

/**
 * Newer fixes move the state; a fix without GPS keeps the last good coordinates and the time they
 * were fixed (`fix_time`, what the jump check measures from).
 */
function advanceState(rows: Telemetry[]) {
  return sql`INSERT INTO vehicle_state AS s (imei, time, received_at, lat, lng, alt, head, speed, sat, props, fix_time)
    SELECT DISTINCT ON (imei) imei, time, now(), lat, lng, alt, head, speed, sat, props,
      CASE WHEN props->>'gps' = '0' THEN NULL ELSE time END AS fix_time
    FROM ${unnest(rows)} ORDER BY imei, time DESC
    ON CONFLICT (imei) DO UPDATE SET
      time = excluded.time,
      received_at = excluded.received_at,
      lat = CASE WHEN excluded.props->>'gps' = '0' THEN s.lat ELSE excluded.lat END,
      lng = CASE WHEN excluded.props->>'gps' = '0' THEN s.lng ELSE excluded.lng END,
      fix_time = CASE WHEN excluded.props->>'gps' = '0' THEN s.fix_time ELSE excluded.time END,
      alt = excluded.alt,
      head = excluded.head,
      speed = excluded.speed,
      sat = excluded.sat,
      props = s.props || excluded.props
    WHERE s.time <= excluded.time`;
}
