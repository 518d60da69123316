import { describe, expect, it } from 'vitest';
import { sumByKey } from './chartData';

describe('sumByKey', () => {
  it('adds the vehicles of a day together and orders the days', () => {
    const rows = [
      { day: '2026-03-02', distance_km: 10, moving_s: 600, idle_s: 60 },
      { day: '2026-03-01', distance_km: 5.5, moving_s: 300, idle_s: 0 },
      { day: '2026-03-02', distance_km: 2.5, moving_s: 120, idle_s: 30 },
    ];
    expect(sumByKey(rows, (row) => row.day)).toEqual([
      { key: '2026-03-01', distance_km: 5.5, moving_s: 300, idle_s: 0 },
      { key: '2026-03-02', distance_km: 12.5, moving_s: 720, idle_s: 90 },
    ]);
  });
});
