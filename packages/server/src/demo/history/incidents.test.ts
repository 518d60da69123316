import { describe, expect, it } from 'vitest';
import { DEFAULT_SEGMENT_SETTINGS, EMPTY_CARRY, foldTrack } from '../../reports/segmenter.js';
import { historyVehicles, plannedTrack } from './history-plan.js';

const DAYS = 60;
const NOW = Date.UTC(2026, 10, 26, 9);

/** The fixes of a demo truck's history as the report engine reads them. */
const fixesOf = (track: ReturnType<typeof plannedTrack>) =>
  track.map(({ time, lat, lng, speed, properties: { ign, bump } }) => ({
    time,
    lat,
    lng,
    speed,
    ...(ign === 0 || ign === 1 ? { ign } : {}),
    ...(bump === 1 ? { bump: 1 as const } : {}),
  }));

describe('the demo history has rare incidents for the towing and crash reports', () => {
  const folds = historyVehicles(600).map((v) =>
    foldTrack(EMPTY_CARRY, fixesOf(plannedTrack(v, NOW, DAYS)), DEFAULT_SEGMENT_SETTINGS, 'Asia/Jakarta'),
  );
  const all = (kind: string) => folds.flatMap((fold) => fold.segments.filter((s) => s.kind === kind));

  it('tows some trucks at night, 25 minutes with the ignition off, never as a trip', () => {
    const tows = all('towing');
    expect(tows.length).toBeGreaterThanOrEqual(historyVehicles(600).length);
    for (const tow of tows) {
      expect(new Date(tow.start.time).getUTCHours()).toBe(19); // 02:00 in Jakarta
      expect(tow.end.time - tow.start.time).toBe(30 * 60_000); // ended by the next parked heartbeat
      expect(tow.distanceM).toBeGreaterThan(9_000);
    }
    // A trip needs the ignition on: the tows add none at 02:00.
    expect(all('trip').filter((trip) => new Date(trip.start.time).getUTCHours() === 19)).toEqual([]);
  });

  it('crashes some trucks while driving', () => {
    const crashes = all('crash');
    expect(crashes.length).toBeGreaterThan(historyVehicles(600).length / 2);
    for (const crash of crashes) expect(crash.maxSpeed).toBeGreaterThan(0);
  });
});
