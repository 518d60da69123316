import { describe, expect, it } from 'vitest';
import { ACTIVITY_TYPES } from '@armada/domain';
import { HISTORY_HOURS, plannedEvents } from './activity-plan.js';

const NOW = Date.parse('2026-03-01T12:00:00Z');

describe('plannedEvents', () => {
  it('gives the same history for the same vehicle, oldest first, within the last days', () => {
    const events = plannedEvents(3, 'overspeed', NOW);
    expect(plannedEvents(3, 'overspeed', NOW)).toEqual(events);
    expect(events.length).toBeGreaterThan(0);
    expect(events.map((e) => e.time)).toEqual([...events.map((e) => e.time)].sort((a, b) => a - b));
    for (const event of events) {
      expect(ACTIVITY_TYPES).toContain(event.type);
      expect(event.time).toBeLessThan(NOW);
      expect(event.time).toBeGreaterThanOrEqual(NOW - HISTORY_HOURS * 3_600_000);
    }
    expect(events.some((e) => e.type === 'overspeed' && Number(e.detail.speed) > 80)).toBe(true);
  });

  it('gives silent trackers no history', () => {
    expect(plannedEvents(7, 'not_updated', NOW)).toEqual([]);
    expect(plannedEvents(11, 'inactive_silent', NOW)).toEqual([]);
  });
});
