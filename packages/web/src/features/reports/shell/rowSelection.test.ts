import { describe, expect, it } from 'vitest';
import { eventKey, placeOf, selectedRow, standKey } from './rowSelection';

const row = { imei: '1', start_time: '2026-03-01T08:00:00Z' };

describe('selectedRow', () => {
  it('marks the selected row only and selects the row clicked', () => {
    const picked: (typeof row)[] = [];
    const props = selectedRow(row, (clicked) => picked.push(clicked), standKey);
    expect(props.rowClassName(row)).toBe('ant-table-row-selected');
    expect(props.rowClassName({ ...row, imei: '2' })).toBe('');
    const other = { ...row, start_time: '2026-03-01T09:00:00Z' };
    props.onRow?.(other, 1).onClick?.({} as never);
    expect(picked).toEqual([other]);
  });

  it('marks nothing while no row is selected', () => {
    expect(selectedRow<typeof row>(null, () => undefined, standKey).rowClassName(row)).toBe('');
  });
});

describe('eventKey', () => {
  it('tells apart two events of a vehicle at the same time', () => {
    const event = { imei: '1', time: '2026-03-01T08:00:00Z', type: 'overspeed' };
    expect(eventKey(event)).not.toBe(eventKey({ ...event, type: 'towing' }));
  });
});

describe('placeOf', () => {
  it('keeps a located row as it is and drops one without a place', () => {
    const located = { lat: -6.2, lng: 106.8 };
    expect(placeOf(located)).toBe(located);
    expect(placeOf({ lat: null, lng: 106.8 })).toBeNull();
    expect(placeOf(null)).toBeNull();
  });
});
