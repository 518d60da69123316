import { describe, expect, it } from 'vitest';
import { dashboardParams, readDashboard } from './dashboardScope';

const read = (query: string) => readDashboard(new URLSearchParams(query), 2026);

describe('the dashboard in the address', () => {
  it('reads the year and whose figures, and writes them back the same', () => {
    expect(read('year=2025&by=dealer_id&id=7')).toEqual({ year: 2025, scope: { by: 'dealer_id', id: 7 } });
    expect(read('by=dealer_area_id')).toEqual({ year: 2026, scope: { by: 'dealer_area_id', id: null } });
    const { year, scope } = read('year=2024&by=dealer_group_id&id=3');
    expect(dashboardParams(year, scope)).toEqual({ year: '2024', by: 'dealer_group_id', id: '3' });
    expect(dashboardParams(2026, { by: 'brand' })).toEqual({ year: '2026' });
  });

  it('falls back to this year and the whole brand on anything it cannot read', () => {
    expect(read('year=abc&by=customer&id=-1')).toEqual({ year: 2026, scope: { by: 'brand' } });
    expect(read('year=2999').year).toBe(2026);
    expect(read('year=1200').year).toBe(2000);
    expect(read('by=dealer_id&id=1.5').scope).toEqual({ by: 'dealer_id', id: null });
  });
});
