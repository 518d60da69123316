import { describe, expect, it } from 'vitest';
import { appliedReport, listParams, reportTable } from './reportQuery';

describe('appliedReport', () => {
  it('reads vehicles, group and days from the address bar', () => {
    expect(appliedReport({ imei: '1,2', from: '2026-03-01', to: '2026-03-02' }, false)).toEqual({
      vehicles: { imeis: ['1', '2'], groupId: undefined },
      period: { from: '2026-03-01', to: '2026-03-02' },
    });
    expect(appliedReport({ group: '7', from: '2026-03-01', to: '2026-03-01' }, false)?.vehicles.groupId).toBe(7);
  });

  it('is null without a period or with one the server would refuse', () => {
    expect(appliedReport({ imei: '1' }, false)).toBeNull();
    expect(appliedReport({ imei: '1,2', from: '2026-03-01', to: '2026-03-20' }, false)).toBeNull();
    expect(appliedReport({ imei: '1', from: '2026-03-01', to: '2026-03-20' }, false)).not.toBeNull();
  });
});

describe('listParams', () => {
  const applied = {
    vehicles: { imeis: ['1', '2'], groupId: undefined },
    period: { from: '2026-02-27', to: '2026-02-28' },
  };

  it('sends the day after the last as the exclusive end, and paging and sort as the call names them', () => {
    expect(listParams(applied, { page: 2, limit: 20, sort: '-distance_km', filters: {} })).toEqual({
      imei: '1,2',
      start_date: '2026-02-27',
      end_date: '2026-03-01',
      page: 2,
      count_perpage: 20,
      sort: '-distance_km',
    });
  });

  it('sends the group instead of vehicles, and neither for the whole fleet', () => {
    const group = listParams(
      { ...applied, vehicles: { imeis: [], groupId: 3 } },
      { page: 1, limit: 10, sort: undefined, filters: {} },
    );
    expect(group).toMatchObject({ vehicle_group_id: 3 });
    expect(group).not.toHaveProperty('imei');
    const fleet = listParams(
      { ...applied, vehicles: { imeis: [], groupId: undefined } },
      { page: 1, limit: 10, sort: undefined, filters: {} },
    );
    expect(Object.keys(fleet).sort()).toEqual(['count_perpage', 'end_date', 'page', 'start_date']);
  });
});

describe('reportTable', () => {
  it('sorts by the report columns both ways, the first ascending by default', () => {
    const table = reportTable('stopped_vehicle');
    expect(table.defaultSort).toBe('start_time');
    expect(table.sortValues).toEqual([
      'start_time',
      '-start_time',
      'duration_s',
      '-duration_s',
      'vehicle_name',
      '-vehicle_name',
    ]);
  });
});
