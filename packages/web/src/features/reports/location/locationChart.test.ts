import { describe, expect, it } from 'vitest';
import { timeByPlace, visitsByMonth, TOP_PLACES } from './locationChart';

describe('the location charts', () => {
  it('adds up visits and time inside per geofence, the longest first', () => {
    const rows = [
      { geofence_name: 'Depot', duration_s: 600 },
      { geofence_name: 'Warehouse', duration_s: 3000 },
      { geofence_name: 'Depot', duration_s: 900 },
    ];
    expect(timeByPlace(rows)).toEqual([
      { name: 'Warehouse', visits: 1, seconds: 3000 },
      { name: 'Depot', visits: 2, seconds: 1500 },
    ]);
  });

  it('makes a series of visits per month for the most visited geofences and adds the rest up', () => {
    const rows = [
      { month: '2026-11-01', geofence_name: 'Depot', visits: 3 },
      { month: '2026-10-01', geofence_name: 'Depot', visits: 2 },
      { month: '2026-11-01', geofence_name: 'Site', visits: 1 },
      ...Array.from({ length: TOP_PLACES }, (_, i) => ({ month: '2026-11-01', geofence_name: `P${i}`, visits: 2 })),
    ];
    const chart = visitsByMonth(rows, 'Others');
    expect(chart.months).toEqual(['2026-10-01', '2026-11-01']);
    expect(chart.places[0]).toEqual({ name: 'Depot', visits: [2, 3] });
    expect(chart.places).toHaveLength(TOP_PLACES + 1);
    // Depot and seven of the P's are named; the last P (2 visits) and Site (the fewest, 1) are the others.
    expect(chart.places.map((place) => place.name)).not.toContain('Site');
    expect(chart.places.at(-1)).toEqual({ name: 'Others', visits: [0, 3] });
  });
});
