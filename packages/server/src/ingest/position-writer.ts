import { sql } from 'drizzle-orm';
import type { Telemetry } from '@armada/domain';
import type { Db } from '../db/client.js';

type Waiter = { rows: Telemetry[]; resolve: () => void; reject: (error: unknown) => void };

export type PositionWriterOptions = {
  /** Rows gathered before a batch starts at once (4,000: measured best on PostgreSQL with 6 at once). */
  maxBatch?: number;
  /** How long the first waiting row may wait for company. */
  maxDelayMs?: number;
  /** Batches stored at once: PostgreSQL takes several (one connection each); PGlite has one connection. */
  concurrency?: number;
  /** Called after each commit with the rows just stored (for the live bus). */
  onStored?: (rows: Telemetry[]) => void;
};

/**
 * Stores positions from every connection in shared batches: one transaction per batch inserts the
 * positions (a resent record is dropped by the (imei, time) key) and moves each vehicle's latest
 * state forward. `store` resolves only after the commit, so the caller acknowledges durable data.
 */
export function createPositionWriter(db: Db, options: PositionWriterOptions = {}) {
  const maxBatch = options.maxBatch ?? 4000;
  const maxDelayMs = options.maxDelayMs ?? 5;
  const concurrency = options.concurrency ?? 1;
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
      await db.transaction(async (tx) => {
        await tx.execute(insertPositions(rows));
        await tx.execute(advanceState(rows));
      });
      for (const waiter of batch) waiter.resolve();
      options.onStored?.(rows);
    } catch (error) {
      for (const waiter of batch) waiter.reject(error);
    }
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

function columns(rows: Telemetry[]) {
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
  };
}

function unnest(rows: Telemetry[]) {
  const c = columns(rows);
  return sql`unnest(${c.imei}::text[], ${c.time}::timestamptz[], ${c.lat}::float8[], ${c.lng}::float8[],
    ${c.alt}::real[], ${c.head}::real[], ${c.speed}::real[], ${c.sat}::smallint[], ${c.props}::jsonb[])
    AS u(imei, time, lat, lng, alt, head, speed, sat, props)`;
}

function insertPositions(rows: Telemetry[]) {
  return sql`INSERT INTO positions (imei, time, lat, lng, alt, head, speed, sat, props)
    SELECT imei, time, lat, lng, alt, head, speed, sat, props FROM ${unnest(rows)}
    ON CONFLICT DO NOTHING`;
}

/** Newer fixes move the state; a fix without GPS keeps the last good coordinates. */
function advanceState(rows: Telemetry[]) {
  return sql`INSERT INTO vehicle_state AS s (imei, time, received_at, lat, lng, alt, head, speed, sat, props)
    SELECT DISTINCT ON (imei) imei, time, now(), lat, lng, alt, head, speed, sat, props
    FROM ${unnest(rows)} ORDER BY imei, time DESC
    ON CONFLICT (imei) DO UPDATE SET
      time = excluded.time,
      received_at = excluded.received_at,
      lat = CASE WHEN excluded.props->>'gps' = '0' THEN s.lat ELSE excluded.lat END,
      lng = CASE WHEN excluded.props->>'gps' = '0' THEN s.lng ELSE excluded.lng END,
      alt = excluded.alt,
      head = excluded.head,
      speed = excluded.speed,
      sat = excluded.sat,
      props = s.props || excluded.props
    WHERE s.time <= excluded.time`;
}
