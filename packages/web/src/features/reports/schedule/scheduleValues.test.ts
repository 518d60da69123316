import { describe, expect, it } from 'vitest';
import type { ReportScheduleRow } from '@armada/domain';
import { draftOf, newValues, valuesOf } from './scheduleValues';

const row: ReportScheduleRow = {
  id: 4,
  report: 'trip',
  imei: '111,222',
  vehicle_group_id: null,
  frequency: 'monthly',
  weekday: null,
  month_day: 15,
  hour: 6,
  emails: 'a@example.com, b@example.com',
  language: 'ja',
  active: false,
  next_run_at: '2026-12-14T23:00:00.000Z',
  last_run_at: null,
  last_status: null,
  last_error: null,
  created_at: '2026-11-26T00:00:00.000Z',
};

describe('schedule form values', () => {
  it('start from the report screen’s choice, weekly on Monday, to the user, in the portal language', () => {
    const values = newValues({ report: 'daily_summary', imeis: [], group: 3 }, 'me@example.com', 'id');
    expect(values).toMatchObject({ report: 'daily_summary', target: 'group', group: 3, frequency: 'weekly' });
    expect(values).toMatchObject({ weekday: 1, emails: 'me@example.com', language: 'id', active: true });
    expect(newValues({ report: 'trip', imeis: ['1'] }, '', 'en-us')).toMatchObject({
      target: 'vehicles',
      language: 'en',
    });
  });

  it('send only the chosen target’s vehicles and the day the frequency needs', () => {
    const values = valuesOf(row);
    expect(values).toMatchObject({ target: 'vehicles', imeis: ['111', '222'], month_day: 15, weekday: 1 });
    expect(draftOf(values, 4)).toEqual({
      id: 4,
      report: 'trip',
      imei: '111,222',
      vehicle_group_id: undefined,
      frequency: 'monthly',
      weekday: undefined,
      month_day: 15,
      hour: 6,
      emails: 'a@example.com, b@example.com',
      language: 'ja',
      active: false,
    });
    expect(draftOf({ ...values, target: 'fleet', frequency: 'daily' })).toMatchObject({
      imei: undefined,
      vehicle_group_id: undefined,
      month_day: undefined,
    });
  });
});
