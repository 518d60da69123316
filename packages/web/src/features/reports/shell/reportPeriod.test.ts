import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { periodProblem, quickRange } from './reportPeriod';

const today = dayjs('2026-03-10T15:20:00');
const one = { imeis: ['350000000000001'], groupId: undefined };
const two = { imeis: ['350000000000001', '350000000000002'], groupId: undefined };
const fleet = { imeis: [], groupId: undefined };
const group = { imeis: [], groupId: 4 };

describe('quickRange', () => {
  it.each([
    ['today', '2026-03-10', '2026-03-10'],
    ['yesterday', '2026-03-09', '2026-03-09'],
    ['last_7_days', '2026-03-04', '2026-03-10'],
    ['last_14_days', '2026-02-25', '2026-03-10'],
    ['this_month', '2026-03-01', '2026-03-10'],
    ['last_month', '2026-02-01', '2026-02-28'],
    ['last_12_months', '2025-04-01', '2026-03-10'],
  ] as const)('%s runs from %s to %s', (range, from, to) => {
    expect(quickRange(range, today)).toEqual({ from, to });
  });

  it('takes last month across a year end', () => {
    expect(quickRange('last_month', dayjs('2026-01-05'))).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });
});

describe('periodProblem', () => {
  it('asks for both ends in order', () => {
    expect(periodProblem({ from: '2026-03-01' }, one, false)).toEqual({ code: 'missing' });
    expect(periodProblem({ from: '2026-03-02', to: '2026-03-01' }, one, false)).toEqual({ code: 'order' });
  });

  it('allows 31 days for one vehicle and refuses 32', () => {
    expect(periodProblem({ from: '2026-01-01', to: '2026-01-31' }, one, false)).toBeNull();
    expect(periodProblem({ from: '2026-01-01', to: '2026-02-01' }, one, false)).toEqual({ code: 'too_long', days: 31 });
  });

  it.each([
    ['several vehicles', two],
    ['a group', group],
    ['the whole fleet', fleet],
  ])('allows 14 days for %s and refuses 15', (_name, vehicles) => {
    expect(periodProblem({ from: '2026-03-01', to: '2026-03-14' }, vehicles, false)).toBeNull();
    expect(periodProblem({ from: '2026-03-01', to: '2026-03-15' }, vehicles, false)).toEqual({
      code: 'too_long',
      days: 14,
    });
  });

  it('counts whole months for the monthly summary, up to 12', () => {
    expect(periodProblem({ from: '2025-04-20', to: '2026-03-01' }, fleet, true)).toBeNull();
    expect(periodProblem({ from: '2025-03-31', to: '2026-03-01' }, fleet, true)).toEqual({
      code: 'too_many_months',
      months: 12,
    });
  });
});
