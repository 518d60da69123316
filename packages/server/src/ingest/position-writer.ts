import { sql } from 'drizzle-orm';
import type { Telemetry } from '@armada/domain';
import { isUniqueViolation, queryRows, type BulkSession, type Database, type Db } from '../db/client.js';
import { DEFAULT_INGEST_SETTINGS } from './ingest-settings.js';
import { flagJumps, type Fix, type JumpTrack } from './jump-filter.js';
import { encodePositionsCopy, POSITION_COPY_COLUMNS } from './position-copy.js';

type Waiter = { rows: Telemetry[]; resolve: () => void; reject: (error: unknown) => void };

export type PositionWriterOptions = {
  /** Rows gathered before a batch starts at once (4,000: with 3 at once on PostgreSQL, batches grow past it under load). */
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
 * Stores positions from every connection in shared batches (a group commit): one transaction per
 * batch copies the positions in (binary COPY) and moves each vehicle's latest state forward. A
 * resent record (same vehicle and time as a stored one) makes COPY fail: that batch is then stored
 * again row by row with the stored ones skipped. A fix implying an impossible jump is stored flagged
 * and moves nothing (jump-filter.ts). `store` resolves only after the commit, so the caller
 * acknowledges durable data.
 */
export function createPositionWriter(database: Database, options: PositionWriterOptions = {}) {
  const { db } = database;
  const maxBatch = options.maxBatch ?? 4000;
  const maxDelayMs = options.maxDelayMs ?? 5;
  const concurrency = options.concurrency ?? 1;
  const maxJumpKmh = options.maxJumpKmh ?? DEFAULT_INGEST_SETTINGS.maxJumpKmh;
  // Far fixes waiting to be confirmed by more (JUMP_CONFIRM_FIXES), per vehicle.
  const runs = new Map<string, Fix[]>();
  // Each vehicle's last accepted fix (null: none stored), read once and then kept after each commit,
  // so a batch does not read it back. `forget` drops it when the tracker connects (maybe moved nodes).
  const fixes = new Map<string, Fix | null>();
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
    const rows = withoutRepeats(sortedRows(batch));
    try {
      const flags = maxJumpKmh > 0 ? await judge(rows) : rows.map(() => false);
      const accepted = rows.filter((_, i) => !flags[i]);
      const state = advanceState(newestOfEach(accepted));
      const store = (insert: (session: BulkSession) => Promise<unknown>) =>
        database.bulk(async (session) => {
          await insert(session);
          if (accepted.length > 0) await session.query(state.text, state.params);
        });
      try {
        await store((session) =>
          session.copyIn(`positions ${POSITION_COPY_COLUMNS}`, encodePositionsCopy(rows, flags)),
        );
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const insert = insertPositions(rows, flags);
        await store((session) => session.query(insert.text, insert.params));
      }
      remember(newestOfEach(accepted));
      for (const waiter of batch) waiter.resolve();
      if (accepted.length > 0) options.onStored?.(accepted);
    } catch (error) {
      for (const waiter of batch) waiter.reject(error);
    }
  }

  /** Flags for `rows` (sorted by vehicle, then time), each vehicle judged from its last accepted fix. */
  async function judge(rows: Telemetry[]): Promise<boolean[]> {
    const unread = [...new Set(rows.map((r) => r.imei))].filter((imei) => !fixes.has(imei));
    if (unread.length > 0) {
      const read = await lastFixes(db, unread);
      for (const imei of unread) fixes.set(imei, read.get(imei) ?? null);
    }
    const flags: boolean[] = [];
    for (let start = 0; start < rows.length;) {
      const imei = rows[start]?.imei ?? '';
      let end = start;
      while (end < rows.length && rows[end]?.imei === imei) end += 1;
      const track: JumpTrack = { last: fixes.get(imei) ?? null, run: runs.get(imei) ?? [] };
      flags.push(...flagJumps(track, rows.slice(start, end), maxJumpKmh));
      if (track.run.length > 0) runs.set(imei, track.run);
      else runs.delete(imei);
      start = end;
    }
    return flags;
  }

  /**
   * The fixes the state update just stored: a newer row with GPS becomes the vehicle's last fix; a
   * row without is read back next time (the state keeps the fix before it).
   */
  function remember(newest: Telemetry[]): void {
    for (const row of newest) {
      const last = fixes.get(row.imei);
      if (row.properties.gps === 0) fixes.delete(row.imei);
      else if (!last || last.time <= row.time) fixes.set(row.imei, { time: row.time, lat: row.lat, lng: row.lng });
    }
  }

  return {
    /** Drops what is kept of a vehicle's last fix: read from the database before its next batch. */
    forget(imei: string): void {
      fixes.delete(imei);
    },
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

const byVehicleAndTime = (a: Telemetry, b: Telemetry) => (a.imei < b.imei ? -1 : a.imei > b.imei ? 1 : a.time - b.time);

/**
 * The batch's rows by vehicle, then time. A packet's rows are one vehicle's, nearly always in time
 * order: the packets are put in order by their first row and the rows then checked, so the rows are
 * sorted one by one only when some are not.
 */
function sortedRows(batch: Waiter[]): Telemetry[] {
  const rows = batch
    .filter((waiter) => waiter.rows.length > 0)
    .sort((a, b) => byVehicleAndTime(a.rows[0] as Telemetry, b.rows[0] as Telemetry))
    .flatMap((waiter) => waiter.rows);
  for (let i = 1; i < rows.length; i++) {
    if (byVehicleAndTime(rows[i - 1] as Telemetry, rows[i] as Telemetry) > 0) return rows.sort(byVehicleAndTime);
  }
  return rows;
}

/** Rows sorted by vehicle and time, each (vehicle, time) once: the first one sent is kept. */
function withoutRepeats(rows: Telemetry[]): Telemetry[] {
  return rows.filter((row, i) => i === 0 || row.imei !== rows[i - 1]?.imei || row.time !== rows[i - 1]?.time);
}

/** The last row of each vehicle in rows sorted by vehicle and time: the one that moves its state. */
function newestOfEach(rows: Telemetry[]): Telemetry[] {
  return rows.filter((row, i) => row.imei !== rows[i + 1]?.imei);
}

type Statement = { text: string; params: unknown[] };

const UNNEST = `unnest($1::text[], $2::timestamptz[], $3::float8[], $4::float8[], $5::real[], $6::real[],
    $7::real[], $8::smallint[], $9::jsonb[], $10::text[]) AS u(imei, time, lat, lng, alt, head, speed, sat, props, flag)`;

function columns(rows: Telemetry[], flags: readonly boolean[] = []): unknown[] {
  return [
    rows.map((r) => r.imei),
    rows.map((r) => new Date(r.time).toISOString()),
    rows.map((r) => r.lat),
    rows.map((r) => r.lng),
    rows.map((r) => r.alt),
    rows.map((r) => r.head),
    rows.map((r) => r.speed),
    rows.map((r) => r.sat),
    rows.map((r) => JSON.stringify(r.properties)),
    rows.map((_, i) => (flags[i] ? 'jump' : null)),
  ];
}

/** Every fix is kept, a resent one skipped; `flag` 'jump' marks one that implied an impossible jump. */
function insertPositions(rows: Telemetry[], flags: readonly boolean[]): Statement {
  return {
    text: `INSERT INTO positions ${POSITION_COPY_COLUMNS}
      SELECT imei, time, lat, lng, alt, head, speed, sat, props, flag FROM ${UNNEST}
      ON CONFLICT DO NOTHING`,
    params: columns(rows, flags),
  };
}

/** The state's columns, as `advanceState` sends them in one JSON parameter. */
const STATE_ROW = `json_to_recordset($1::json) AS u(imei text, time timestamptz, lat float8, lng float8, alt real,
    head real, speed real, sat smallint, props jsonb)`;

/**
 * Newer fixes move the state; a fix without GPS keeps the last good coordinates and the time they
 * were fixed (`fix_time`, what the jump check measures from). `rows` holds one row per vehicle, sent
 * as one JSON array (one parameter to write and read, rather than an array per column).
 */
function advanceState(rows: Telemetry[]): Statement {
  const state = rows.map((r) => ({
    imei: r.imei,
    time: new Date(r.time).toISOString(),
    lat: r.lat,
    lng: r.lng,
    alt: r.alt,
    head: r.head,
    speed: r.speed,
    sat: Math.round(r.sat),
    props: r.properties,
  }));
  return {
    text: `INSERT INTO vehicle_state AS s (imei, time, received_at, lat, lng, alt, head, speed, sat, props, fix_time)
    SELECT imei, time, now(), lat, lng, alt, head, speed, sat, props,
      CASE WHEN props->>'gps' = '0' THEN NULL ELSE time END AS fix_time
    FROM ${STATE_ROW}
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
    WHERE s.time <= excluded.time`,
    params: [JSON.stringify(state)],
  };
}
