import type { Period } from '../../maps/history/periods';

/** What a track is drawn for: a vehicle between two times (a trip, a tow, a crash). */
export type TrackSpan = { imei: string; start_time: string; end_time: string };

const MINUTE = 60_000;

/** The history period of a span, widened by `marginMinutes` on both sides (the lead-up and aftermath of an event). */
export function trackPeriod(span: TrackSpan, marginMinutes = 0): Period {
  const margin = marginMinutes * MINUTE;
  return {
    start: new Date(new Date(span.start_time).getTime() - margin),
    end: new Date(new Date(span.end_time).getTime() + margin),
  };
}
