import type { FastifyBaseLogger } from 'fastify';
import {
  ACTIVITY_TYPE_NAMES,
  advanceSnapshot,
  detectEvents,
  type EventSettings,
  type Telemetry,
  type VehicleEvent,
  type VehicleSnapshot,
} from '@armada/domain';
import type { Db } from '../db/client.js';
import { notifications } from '../db/schema.js';
import type { RegisteredDevice } from './vehicle-registry.js';
import { eventText } from './event-text.js';

export type DetectedEvent = VehicleEvent & { imei: string; organization_id: number; label: string };

/**
 * Turns stored positions into activity notifications: keeps a snapshot per vehicle, asks the domain
 * rules what changed, stores each event as an `activity` notification of the vehicle's organisation
 * and hands it on (to the live bus). A failure here is logged and never reaches ingest.
 */
export function createEventDetector(options: {
  db: Db;
  log: FastifyBaseLogger;
  deviceOf: (imei: string) => RegisteredDevice | undefined;
  settings?: Partial<EventSettings>;
  onEvents?: (events: DetectedEvent[]) => void;
}) {
  const snapshots = new Map<string, VehicleSnapshot>();

  function detect(rows: Telemetry[]): DetectedEvent[] {
    const sorted = [...rows].sort((a, b) => a.time - b.time);
    const found: DetectedEvent[] = [];
    for (const row of sorted) {
      const device = options.deviceOf(row.imei);
      if (!device) continue;
      const prev = snapshots.get(row.imei) ?? null;
      const next = advanceSnapshot(prev, row);
      snapshots.set(row.imei, next);
      for (const event of detectEvents(prev, next, options.settings)) {
        found.push({ ...event, imei: row.imei, organization_id: device.organizationId, label: device.label });
      }
    }
    return found;
  }

  async function store(events: DetectedEvent[]): Promise<void> {
    await options.db.insert(notifications).values(
      events.map((event) => ({
        organization_id: event.organization_id,
        filter: 'activity' as const,
        type: event.type,
        type_name: ACTIVITY_TYPE_NAMES[event.type],
        text: eventText(event),
        imei: event.imei,
        data: { ...event.detail, time: event.time },
        created_at: new Date(event.time),
      })),
    );
  }

  return {
    async handle(rows: Telemetry[]): Promise<void> {
      try {
        const events = detect(rows);
        if (events.length === 0) return;
        await store(events);
        options.onEvents?.(events);
      } catch (error) {
        options.log.error({ err: error }, 'event detection failed');
      }
    },
  };
}
