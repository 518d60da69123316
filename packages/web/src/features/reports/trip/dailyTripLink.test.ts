import { describe, expect, it } from 'vitest';
import { appliedReport } from '../shell/reportQuery';
import { dailyTripBackLink, dailyTripDetailLink } from './dailyTripLink';

describe('dailyTripDetailLink', () => {
  it('opens the trip report of the row vehicle on the row day', () => {
    const link = dailyTripDetailLink({ imei: '356307042441013', day: '2026-03-02' });
    expect(link).toBe('/reports/daily-trip-summary/detail?imei=356307042441013&from=2026-03-02&to=2026-03-02');
    const search = new URLSearchParams(link.split('?')[1]);
    const applied = appliedReport(Object.fromEntries(search), false);
    expect(applied).toEqual({
      vehicles: { imeis: ['356307042441013'], groupId: undefined },
      period: { from: '2026-03-02', to: '2026-03-02' },
    });
  });
});

describe('dailyTripBackLink', () => {
  it('returns to the summary with the choices it had', () => {
    expect(dailyTripBackLink({ search: '?group=3&from=2026-03-01&to=2026-03-07' })).toBe(
      '/reports/daily-trip-summary?group=3&from=2026-03-01&to=2026-03-07',
    );
  });

  it('returns to the empty summary when opened directly', () => {
    expect(dailyTripBackLink(null)).toBe('/reports/daily-trip-summary');
    expect(dailyTripBackLink({ search: 'https://elsewhere.example' })).toBe('/reports/daily-trip-summary');
  });
});
