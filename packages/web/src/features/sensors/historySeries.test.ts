import { describe, expect, it } from 'vitest';
import type { SensorHistory, SensorStateRow } from '@armada/domain';
import { historySeries } from './historySeries';

const T0 = Date.parse('2026-11-20T00:00:00Z');
const at = (minute: number) => new Date(T0 + minute * 60_000).toISOString();

const sensor = (over: Partial<SensorStateRow>): SensorStateRow => ({
  id: 7,
  vehicle_id: 3,
  imei: '352852110000005',
  vehicle_name: 'FE 84G BC Reefer',
  vehicle_number: 'B 9325 TT',
  chassis_number: null,
  type_sensor: 'temperature',
  type_id: 5,
  code_sensor: 'TEMP-1',
  name: 'Cargo temperature',
  source: 'temp.0',
  current_value: 4,
  sensor_status_name: 'normal',
  normal: null,
  lower_limit: -20,
  upper_limit: 8,
  time: at(10),
  ...over,
});

const history = (row: SensorStateRow, outs: number[]): SensorHistory => ({
  sensor: row,
  from: at(0),
  to: at(5 * outs.length),
  step_s: 300,
  buckets: outs.map((out_s, i) => ({
    start_time: at(5 * i),
    end_time: at(5 * i + 5),
    readings: 5,
    min_value: 1 + i,
    avg_value: 2 + i,
    max_value: 3 + i,
    out_s,
  })),
  changes: [],
  changes_truncated: false,
});

describe('historySeries', () => {
  it('charts a range sensor by its lowest, mean and highest, with its limits and time out of them', () => {
    const series = historySeries(history(sensor({}), [0, 120, 300]));
    expect(series).toMatchObject({ switch: false, upper: 8, lower: -20, sensor: 'Cargo temperature' });
    expect(series?.points).toEqual([
      [T0, 1, 2, 3],
      [T0 + 300_000, 2, 3, 4],
      [T0 + 600_000, 3, 4, 5],
    ]);
    expect(series?.out).toEqual([[T0 + 300_000, T0 + 900_000]]);
  });

  it('charts a door as its share of each interval open, and nothing without readings', () => {
    const door = sensor({ type_sensor: 'door', source: 'door1', normal: 1, upper_limit: null, lower_limit: null });
    expect(historySeries(history(door, [0, 150]))?.points).toEqual([
      [T0, 0],
      [T0 + 300_000, 50],
    ]);
    expect(historySeries(history(door, []))).toBeNull();
  });
});
