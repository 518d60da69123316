import { describe, expect, it } from 'vitest';
import { GPSTYPE } from '@armada/domain';
import { harshEventsOf } from './harsh-driving.js';

/** Ten hours of driving sampled every 30 s, speeding up, cruising and slowing down in turn. */
const drive = Array.from({ length: 1200 }, (_, i) => ({ speed: [20, 50, 50, 20][i % 4] ?? 0, ign: 1 as const }));
const count = (index: number, gpstype: number = GPSTYPE.teltonika) =>
  harshEventsOf({ index, gpstype }, drive).filter((k) => k !== undefined).length;

describe('the demo history harsh driving', () => {
  it('gives a Teltonika truck events at its driver temperament, the same each time', () => {
    expect(harshEventsOf({ index: 3, gpstype: GPSTYPE.teltonika }, drive)).toEqual(
      harshEventsOf({ index: 3, gpstype: GPSTYPE.teltonika }, drive),
    );
    // Temperaments of 3 and 0.1 events an hour over ten hours.
    expect(count(3)).toBeGreaterThan(15);
    expect(count(4)).toBeLessThan(5);
    const kinds = new Set(harshEventsOf({ index: 3, gpstype: GPSTYPE.teltonika }, drive));
    expect([1, 2, 3].every((k) => kinds.has(k as 1 | 2 | 3))).toBe(true);
  });

  it('leaves other families, parked and stopped samples without events', () => {
    expect(count(3, GPSTYPE.ruptela)).toBe(0);
    expect(count(3, GPSTYPE.concox)).toBe(0);
    const parked = drive.map(() => ({ speed: 0, ign: 0 as const }));
    expect(harshEventsOf({ index: 3, gpstype: GPSTYPE.teltonika }, parked).every((k) => k === undefined)).toBe(true);
  });
});
