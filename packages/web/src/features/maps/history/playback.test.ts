import { describe, expect, it } from 'vitest';
import { advance, DEFAULT_SPEED, indexAt, PLAYBACK_SPEEDS, sampleAt, speedRatio, toSamples } from './playback';
import { eventPeriod, periodProblem, presetPeriod } from './periods';

const samples = toSamples([
  { time: '2026-05-01T00:00:00.000Z', lat: 0, lng: 0, speed: 0, head: 10, ign: 1 },
  { time: '2026-05-01T00:01:00.000Z', lat: 0, lng: 0.01, speed: 60, head: 90, ign: 1 },
  { time: '2026-05-01T00:02:00.000Z', lat: 0.01, lng: 0.01, speed: 40, head: 0, ign: 1 },
]);
const T0 = Date.parse('2026-05-01T00:00:00.000Z');

describe('history playback', () => {
  it('interpolates position, heading and speed between records', () => {
    const half = sampleAt(samples, T0 + 30_000);
    expect(half?.lng).toBeCloseTo(0.005);
    expect(half?.head).toBeCloseTo(90);
    expect(half?.speed).toBe(30);
    const north = sampleAt(samples, T0 + 90_000);
    expect(north?.lat).toBeCloseTo(0.005);
    expect(north?.head).toBeCloseTo(0);
    expect(sampleAt(samples, T0 + 10 * 60_000)?.lat).toBe(0.01);
    expect(sampleAt(samples, T0 - 1000)?.lng).toBe(0);
    expect(sampleAt([], T0)).toBeNull();
    expect(indexAt(samples, T0 + 60_000)).toBe(1);
  });

  it('advances the player time by the speed and stops at the end', () => {
    expect(advance(T0, 1000, 60, T0 + 10 * 60_000)).toBe(T0 + 60_000);
    expect(advance(T0, 1000, 3600, T0 + 10 * 60_000)).toBe(T0 + 10 * 60_000);
  });

  it('labels each speed with the track time it really plays per second of wall time', () => {
    for (const speed of PLAYBACK_SPEEDS) {
      // One second of play in 60 animation frames, as the player ticks.
      let cursor = T0;
      for (let frame = 0; frame < 60; frame += 1) cursor = advance(cursor, 1000 / 60, speed, Number.MAX_SAFE_INTEGER);
      expect(speedRatio(speed)).toBe(Math.round((cursor - T0) / 1000));
    }
    expect(PLAYBACK_SPEEDS.map(speedRatio)).toEqual([10, 30, 60, 120, 300, 600, 1800, 3600]);
    // The player opens at a minute of track per second (what the old, mislabelled "1×" did).
    expect(speedRatio(DEFAULT_SPEED)).toBe(60);
  });
});

describe('history periods', () => {
  const now = new Date(2026, 4, 10, 15, 30);
  it('turns presets into periods in local time', () => {
    expect(presetPeriod('today', now)).toEqual({ start: new Date(2026, 4, 10), end: now });
    expect(presetPeriod('yesterday', now)).toEqual({ start: new Date(2026, 4, 9), end: new Date(2026, 4, 10) });
    expect(presetPeriod('last24h', now).start).toEqual(new Date(2026, 4, 9, 15, 30));
  });

  it('opens an event with half an hour either side, never past now', () => {
    const at = new Date(2026, 4, 10, 12, 0).getTime();
    expect(eventPeriod({ at, until: at + 600_000 }, now)).toEqual({
      start: new Date(2026, 4, 10, 11, 30),
      end: new Date(2026, 4, 10, 12, 40),
    });
    const recent = new Date(2026, 4, 10, 15, 20).getTime();
    expect(eventPeriod({ at: recent }, now)).toEqual({ start: new Date(2026, 4, 10, 14, 50), end: now });
  });

  it('refuses a reversed or over-long custom period', () => {
    expect(periodProblem({ start: now, end: now })).toBe('order');
    expect(periodProblem({ start: new Date(2026, 4, 1), end: new Date(2026, 4, 8) })).toBeNull();
    expect(periodProblem({ start: new Date(2026, 4, 1), end: new Date(2026, 4, 8, 0, 1) })).toBe('too_long');
  });
});
