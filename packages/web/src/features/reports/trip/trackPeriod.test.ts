import { describe, expect, it } from 'vitest';
import { trackPeriod } from './trackPeriod';

const crash = { imei: '1', start_time: '2026-03-01T08:00:00.000Z', end_time: '2026-03-01T08:00:00.000Z' };

describe('trackPeriod', () => {
  it('is the span itself without a margin', () => {
    const trip = { ...crash, end_time: '2026-03-01T09:30:00.000Z' };
    expect(trackPeriod(trip)).toEqual({ start: new Date(trip.start_time), end: new Date(trip.end_time) });
  });

  it('widens an instant event by the margin on both sides', () => {
    const period = trackPeriod(crash, 10);
    expect(period.start.toISOString()).toBe('2026-03-01T07:50:00.000Z');
    expect(period.end.toISOString()).toBe('2026-03-01T08:10:00.000Z');
  });
});
