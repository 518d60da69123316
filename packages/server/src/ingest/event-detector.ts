import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  DEFAULT_EVENT_SETTINGS,
  NEW_WATCH,
  watchRecord,
  type ConditionType,
  type EventSettings,
  type OpenCondition,
  type SnapshotRecord,
  type Telemetry,
  type VehicleEvent,
  type VehicleWatch,
  type WatchedEvent,
} from '@armada/domain';
import { queryRows, type Db } from '../db/client.js';
import { notifications } from '../db/schema.js';
import type { RegisteredDevice } from './vehicle-registry.js';
import { eventText } from './event-text.js';
import { activityRow } from './activity-row.js';
import { checkpointsOf, placeDetail, placesOfRecord, type PlaceSource } from './place-watch.js';

export type DetectedEvent = VehicleEvent & { imei: string; organization_id: number; label: string };

/** What one record changed: an instant event, or a condition raised or ended. */
type Found = DetectedEvent & WatchedEvent;

/**
 * Turns stored positions into activity notifications: keeps a snapshot and the open conditions per
 * vehicle, and asks the domain rules what changed. An instant event (a geofence entered, the starter
 * kill switched) is stored as it happens. A condition (speeding, idling, a poor signal) is stored once
 * when raised, dated from its start, and the same row gets its end, duration and worst value when it
 * ends; raised conditions are kept in `open_conditions` so a restart ends them rather than raising
 * them again. Raised and instant events are handed on (to the live bus). A failure here is logged and
 * never reaches ingest.
 */
export function createEventDetector(options: {
  db: Db;
  log: FastifyBaseLogger;
  deviceOf: (imei: string) => RegisteredDevice | undefined;
  settings?: Partial<EventSettings>;
  /** The organisations' places: with them, entering and leaving one and passing a checkpoint are events. */
  places?: PlaceSource;
  /** The zone of a checkpoint's target time (the reports' zone). */
  zone?: string;
  onEvents?: (events: DetectedEvent[]) => void;
}) {
  const settings = { ...DEFAULT_EVENT_SETTINGS, ...options.settings };
  const { places, zone = 'Asia/Jakarta' } = options;
  const watches = new Map<string, VehicleWatch>();

  /** The record with the places it lies in, and the settings naming which of them are checkpoints. */
  function placed(row: Telemetry, organizationId: number, watch: VehicleWatch) {
    const geofences = places && placesOfRecord(places, organizationId, row, watch.snapshot?.geofences);
    if (!places || geofences === undefined) return { record: row as SnapshotRecord, rules: settings };
    const checkpointIds = checkpointsOf(places, geofences);
    return {
      record: { ...row, geofences },
      rules: checkpointIds.length > 0 ? { ...settings, checkpointIds } : settings,
    };
  }

  /** An event about a place that is no longer there (deleted since) is dropped; the rest say its name. */
  const described = (event: VehicleEvent): VehicleEvent | null => {
    if (!places || typeof event.detail.geofence_id !== 'string') return event;
    if (!places.info(Number(event.detail.geofence_id))) return null;
    return { ...event, detail: placeDetail(places, event, zone) };
  };

  function detect(rows: readonly Telemetry[]): Found[] {
    const sorted = [...rows].sort((a, b) => a.time - b.time);
    const found: Found[] = [];
    for (const row of sorted) {
      const device = options.deviceOf(row.imei);
      if (!device) continue;
      const watch = watches.get(row.imei) ?? NEW_WATCH;
      const { record, rules } = placed(row, device.organizationId, watch);
      const step = watchRecord(watch, record, rules);
      watches.set(row.imei, step.watch);
      const who = { imei: row.imei, organization_id: device.organizationId, label: device.label };
      for (const event of step.events) {
        const told = described(event);
        if (told) found.push({ ...event, ...told, ...who });
      }
    }
    return found;
  }

  const rowOf = (event: Found) => activityRow(event, event);

  /** Stores what was found: new rows for instants and raised conditions, the end on its start's row. */
  async function store(found: readonly Found[]): Promise<void> {
    // A condition raised and ended within the batch is stored once, ended.
    const key = (e: Found) => `${e.imei} ${e.type} ${e.since}`;
    const endedHere = new Map(found.filter((e) => e.phase === 'end').map((e) => [key(e), e]));
    const startedHere = new Set(found.filter((e) => e.phase === 'start').map(key));
    const inserts = found
      .filter((e) => e.phase !== 'end')
      .map((e) => rowOf(e.phase === 'start' ? (endedHere.get(key(e)) ?? e) : e));
    const stillOpen = found.filter((e) => e.phase === 'start' && !endedHere.has(key(e)));
    const endsOfEarlier = found.filter((e) => e.phase === 'end' && !startedHere.has(key(e)));
    await options.db.transaction(async (tx) => {
      if (inserts.length > 0) await tx.insert(notifications).values(inserts);
      for (const end of endsOfEarlier) {
        await tx.execute(sql`UPDATE notifications SET data = data || ${JSON.stringify(end.detail)}::jsonb,
            text = ${eventText(end)}
          WHERE imei = ${end.imei} AND type = ${end.type} AND filter = 'activity' AND created_at = ${new Date(end.since).toISOString()}::timestamptz`);
      }
      const closed = found.filter((e) => e.phase === 'end');
      if (closed.length > 0)
        await tx.execute(sql`DELETE FROM open_conditions o USING unnest(${sql.param(closed.map((e) => e.imei))}::text[],
            ${sql.param(closed.map((e) => e.type))}::text[]) AS c(imei, type) WHERE o.imei = c.imei AND o.type = c.type`);
      const open = stillOpen.flatMap((e) => {
        const condition = watches.get(e.imei)?.open.get(e.type as ConditionType);
        return condition?.raised ? [{ imei: e.imei, type: e.type, state: condition }] : [];
      });
      if (open.length > 0)
        await tx.execute(sql`INSERT INTO open_conditions (imei, type, state)
          SELECT imei, type, state FROM jsonb_to_recordset(${JSON.stringify(open)}::jsonb) AS c(imei text, type text, state jsonb)
          ON CONFLICT (imei, type) DO UPDATE SET state = excluded.state, updated_at = now()`);
    });
  }

  return {
    /** Takes up the conditions raised before a restart, so they end once instead of being raised again. */
    async start(): Promise<void> {
      const rows = await queryRows<{ imei: string; type: ConditionType; state: OpenCondition }>(
        options.db,
        sql`SELECT imei, type, state FROM open_conditions`,
      );
      for (const { imei, type, state } of rows) {
        const watch = watches.get(imei) ?? NEW_WATCH;
        watches.set(imei, { ...watch, open: new Map(watch.open).set(type, { ...state, type, raised: true }) });
      }
    },
    async handle(rows: Telemetry[]): Promise<void> {
      try {
        const found = detect(rows);
        if (found.length === 0) return;
        await store(found);
        const told = found.filter((e) => e.phase !== 'end');
        if (told.length > 0) options.onEvents?.(told.map(({ phase: _phase, since: _since, ...event }) => event));
      } catch (error) {
        options.log.error({ err: error }, 'event detection failed');
      }
    },
  };
}
