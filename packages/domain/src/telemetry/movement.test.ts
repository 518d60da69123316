import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DAY_MS, deriveMovement, isNotUpdated, MOVEMENTS } from './movement.js';

const now = Date.UTC(2026, 0, 10, 12);
const active = { deviceStatus: 'active' as const, now };

describe('deriveMovement', () => {
  it('is moving with speed above 0 and ignition on', () => {
    expect(deriveMovement({ speed: 12, ign: 1, time: now - 1000 }, active)).toBe('moving');
  });

  it('is idling with speed 0 and ignition on', () => {
    expect(deriveMovement({ speed: 0, ign: 1, time: now }, active)).toBe('idling');
  });

  it('is off with ignition off or unknown, whatever the speed', () => {
    expect(deriveMovement({ speed: 0, ign: 0, time: now }, active)).toBe('off');
    expect(deriveMovement({ speed: 40, ign: 0, time: now }, active)).toBe('off');
    expect(deriveMovement({ speed: 40, time: now }, active)).toBe('off');
  });

  it('is notupdate without data or when the last record is older than 2 days', () => {
    expect(deriveMovement(null, active)).toBe('notupdate');
    expect(deriveMovement({ speed: 50, ign: 1, time: now - 2 * DAY_MS - 1 }, active)).toBe('notupdate');
    expect(deriveMovement({ speed: 50, ign: 1, time: now - 2 * DAY_MS }, active)).toBe('moving');
  });

  it('is inactive for an inactive device, even with fresh data', () => {
    expect(deriveMovement({ speed: 50, ign: 1, time: now }, { deviceStatus: 'inactive', now })).toBe('inactive');
    expect(deriveMovement(null, { deviceStatus: 'inactive', now })).toBe('inactive');
  });

  it('always returns one of MOVEMENTS and never moving without ignition', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: false }),
        fc.constantFrom(0, 1, undefined, null),
        fc.integer({ min: 0, max: 10 * DAY_MS }),
        (speed, ign, age) => {
          const m = deriveMovement({ speed, ign: ign as 0 | 1 | null | undefined, time: now - age }, active);
          expect(MOVEMENTS).toContain(m);
          if (ign !== 1) expect(m === 'moving' || m === 'idling').toBe(false);
        },
      ),
    );
  });

  it('treats a non-finite time as missing', () => {
    expect(isNotUpdated(Number.NaN, now)).toBe(true);
    expect(isNotUpdated(undefined, now)).toBe(true);
  });
});
