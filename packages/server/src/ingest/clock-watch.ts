import type { EventEmitter } from 'node:events';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Telemetry } from '@armada/domain';
import type { Database } from '../db/client.js';
import { notifications } from '../db/schema.js';
import type { Bus } from '../live/bus.js';
import { monthPartitions } from './partitions.js';
import { createPendingWrites } from './pending-writes.js';
import type { IngestEvents } from './pipeline.js';
import { alertAdministrators } from './takeover-alert.js';
import { eventSubjects } from './vehicle-registry.js';

/** A record dated more than this ahead of the server clock says the tracker's clock is wrong. */
export const CLOCK_AHEAD_MS = 86_400_000;
/** One alert per vehicle per day: a tracker with a broken clock sends every few seconds. */
const ALERT_EVERY_MS = 86_400_000;
/** How long the oldest partition is trusted before it is read again (the daily job may drop or add). */
const RANGE_READ_EVERY_MS = 3_600_000;

/** A stored record whose time is off, and why: ahead of the server clock, or before every monthly partition. */
export type ClockSuspect = { row: Telemetry; reason: 'ahead' | 'before_partitions' };

/**
 * The records whose device time is far off: more than a day ahead of `now`, or older than the first
 * instant of the oldest monthly partition (`oldestPartition`, ms; null when none is known), which
 * PostgreSQL puts in `positions_default`.
 */
export function clockSuspects(rows: readonly Telemetry[], now: number, oldestPartition: number | null): ClockSuspect[] {
  const suspects: ClockSuspect[] = [];
  for (const row of rows) {
    if (row.time > now + CLOCK_AHEAD_MS) suspects.push({ row, reason: 'ahead' });
    else if (oldestPartition !== null && row.time < oldestPartition)
      suspects.push({ row, reason: 'before_partitions' });
  }
  return suspects;
}

/** The English line stored with the notification; the web writes its own from `data`. */
export function clockText(label: string, imei: string, time: string, received: string): string {
  return `${label} (IMEI ${imei}): a position dated ${time} was received at ${received}; the tracker's clock is off.`;
}

export type ClockAlertOptions = { now?: () => number };

/**
 * Raises records stored with a far-off device time (pipeline event 'stored') to administrators as a
 * `tracker_clock` notification, at most one per vehicle per day (also across restarts and nodes: an
 * alert already written that day is looked for), with a warning in the log. `settled` waits for the
 * alerts being written (tests, shutdown).
 */
export function connectClockAlerts(
  events: EventEmitter<IngestEvents>,
  database: Database,
  bus: Bus,
  log: FastifyBaseLogger,
  options: ClockAlertOptions = {},
): { disconnect(): void; settled(): Promise<void> } {
  const { db } = database;
  const clock = options.now ?? Date.now;
  const alerted = new Map<string, number>();
  const pending = createPendingWrites();
  let range: { readAt: number; oldest: Promise<number | null> } | null = null;

  const oldestPartition = (now: number): Promise<number | null> => {
    if (!range || range.readAt <= now - RANGE_READ_EVERY_MS) {
      const oldest = monthPartitions(database).then((list) => list[0]?.from.getTime() ?? null);
      range = { readAt: now, oldest };
      // A failed read is tried again at the next batch.
      oldest.catch(() => {
        if (range?.oldest === oldest) range = null;
      });
    }
    return range.oldest;
  };

  /** Whether an alert of this IMEI was written in the last day (by this node before a restart, or another). */
  const alertedToday = async (imei: string, now: number) => {
    const rows = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.type, 'tracker_clock'),
          eq(notifications.imei, imei),
          gt(notifications.created_at, new Date(now - ALERT_EVERY_MS)),
        ),
      )
      .limit(1);
    return rows.length > 0;
  };

  async function handle(rows: Telemetry[]): Promise<void> {
    const now = clock();
    const firstOf = new Map<string, ClockSuspect>();
    for (const suspect of clockSuspects(rows, now, await oldestPartition(now))) {
      const { imei } = suspect.row;
      if (firstOf.has(imei) || (alerted.get(imei) ?? -Infinity) > now - ALERT_EVERY_MS) continue;
      firstOf.set(imei, suspect);
      alerted.set(imei, now);
    }
    if (firstOf.size === 0) return;
    const labels = new Map((await eventSubjects(db, [...firstOf.keys()])).map((row) => [row.imei, row.label]));
    const received = new Date(now).toISOString();
    for (const [imei, { row, reason }] of firstOf) {
      const time = new Date(row.time).toISOString();
      const label = labels.get(imei) ?? imei;
      log.warn({ imei, time, received, reason }, 'tracker clock is off: record dated far from the server clock');
      if (await alertedToday(imei, now)) continue;
      await alertAdministrators(db, bus, {
        type: 'tracker_clock',
        type_name: 'Tracker clock off',
        text: clockText(label, imei, time, received),
        imei,
        data: { label, time, received },
      });
    }
  }

  const onStored = (rows: Telemetry[]) =>
    pending.add(handle(rows).catch((error: unknown) => log.error({ err: error }, 'tracker clock alert not written')));
  events.on('stored', onStored);
  return { disconnect: () => events.off('stored', onStored), settled: pending.settled };
}
