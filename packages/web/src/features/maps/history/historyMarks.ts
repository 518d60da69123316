import type { TFunction } from 'i18next';
import type { HistoryEvent, HistoryResult, HistoryStop } from '@armada/domain';

/** A stop or an event of the loaded history, by its index in the answer's list. */
export type Mark = { kind: 'stop' | 'event'; index: number };

/** When and where a mark happened; an event the track could not place has no position. */
export type MarkAt = { time: number; lngLat: [number, number] | null };

export function markAt(result: HistoryResult, mark: Mark): MarkAt | null {
  if (mark.kind === 'stop') {
    const stop = result.stops[mark.index];
    return stop ? { time: Date.parse(stop.start), lngLat: [stop.lng, stop.lat] } : null;
  }
  const event = result.events[mark.index];
  if (!event) return null;
  return {
    time: Date.parse(event.time),
    lngLat: event.lat === null || event.lng === null ? null : [event.lng, event.lat],
  };
}

/** "Parked" or "Idling". */
export const stopTitle = (t: TFunction, stop: HistoryStop): string => t(`stop.${stop.kind}`);

/** The event's name in the user's language, the server's name for a type the web does not know. */
export const eventTitle = (t: TFunction, event: HistoryEvent): string =>
  t(`event_type.${event.type}`, { defaultValue: event.type_name });
