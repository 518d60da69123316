import { describe, expect, it } from 'vitest';
import { assignmentListParams, localToday, mayEnd, spanProblem } from './assignmentsApi';

describe('driver assignments', () => {
  it("lists one driver's assignments, the newest first", () => {
    expect(assignmentListParams(42)).toMatchObject({ filter: 'driver_id:42', sort_by: '-since', page: 1 });
  });

  it("counts today in the person's zone (WIB by default), not UTC", () => {
    expect(localToday(Date.parse('2026-11-27T18:30:00Z'))).toBe('2026-11-28');
    expect(localToday(Date.parse('2026-11-27T16:30:00Z'))).toBe('2026-11-27');
  });

  it('ends only an open assignment that has begun', () => {
    const today = '2026-11-27';
    expect(mayEnd({ since: '2026-11-01', until: null }, today)).toBe(true);
    expect(mayEnd({ since: today, until: null }, today)).toBe(true);
    expect(mayEnd({ since: '2026-11-28', until: null }, today)).toBe(false);
    expect(mayEnd({ since: '2026-11-01', until: '2026-11-20' }, today)).toBe(false);
  });

  it('refuses an end before the start, and takes an empty end as still driving', () => {
    expect(spanProblem('2026-11-10', '2026-11-09')).toBe('contest_period_invalid');
    expect(spanProblem('2026-11-10', '2026-11-10')).toBeNull();
    expect(spanProblem('2026-11-10', '')).toBeNull();
    expect(spanProblem('2026-11-10', undefined)).toBeNull();
  });
});
