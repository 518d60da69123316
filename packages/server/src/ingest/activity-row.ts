import { ACTIVITY_TYPE_NAMES, type EventDetail, type EventType } from '@armada/domain';
import type { notifications } from '../db/schema.js';
import { eventText } from './event-text.js';

/** The vehicle an activity notification is about: its organisation reads it, its label names it. */
export type EventSubject = { imei: string; organization_id: number; label: string };

/**
 * The activity notification of a vehicle's event, dated from when it began (`since`): type, English
 * line, detail and time, with `extra` data (a seed's mark). Ingest's detector and the demo seeds
 * write the same rows.
 */
export function activityRow(
  vehicle: EventSubject,
  event: { type: EventType; detail: EventDetail; since: number },
  extra: Record<string, string> = {},
): typeof notifications.$inferInsert {
  return {
    organization_id: vehicle.organization_id,
    filter: 'activity',
    type: event.type,
    type_name: ACTIVITY_TYPE_NAMES[event.type],
    text: eventText({ type: event.type, label: vehicle.label, detail: event.detail }),
    imei: vehicle.imei,
    data: { ...event.detail, time: event.since, ...extra },
    created_at: new Date(event.since),
  };
}
