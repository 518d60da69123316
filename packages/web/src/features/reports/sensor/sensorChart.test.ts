import { describe, expect, it } from 'vitest';
import type { SensorRow } from '@armada/domain';
import { sensorOption, sensorSeries, valueExtent, type SensorSeries } from './sensorChart';

const MINUTE = 60_000;
const T0 = Date.parse('2026-11-20T00:00:00Z');
const at = (minute: number) => new Date(T0 + minute * MINUTE).toISOString();

function row(sensor: number, minute: number, values: Partial<SensorRow> = {}): SensorRow {
  return {
    imei: '352852110000005',
    vehicle_name: 'FE 84G BC Reefer',
    vehicle_number: 'B 9325 TT',
    sensor_id: sensor,
    sensor_name: sensor === 1 ? 'Cargo temperature' : 'Rear door',
    type_sensor: sensor === 1 ? 'temperature' : 'door',
    source: sensor === 1 ? 'temp.0' : 'door1',
    normal: sensor === 1 ? null : 1,
    upper_limit: sensor === 1 ? 8 : null,
    lower_limit: sensor === 1 ? -20 : null,
    start_time: at(minute),
    end_time: at(minute + 5),
    readings: 5,
    min_value: 2,
    avg_value: 3,
    max_value: 4,
    above_s: 0,
    below_s: 0,
    out_s: 0,
    out_of_limits: 0,
    ...values,
  };
}

const labels = { lowest: 'Lowest', mean: 'Mean', highest: 'Highest', out: 'Open', upper: 'Upper', lower: 'Lower' };

describe('sensor charts', () => {
  const rows = [
    row(1, 10, { max_value: 11, above_s: 300, out_s: 300 }),
    row(2, 0),
    row(1, 0),
    row(1, 5, { max_value: 9, above_s: 120, out_s: 120, out_of_limits: 1 }),
    row(2, 5, { out_s: 150, out_of_limits: 1 }),
    row(1, 20, { min_value: -25, below_s: 60, out_s: 60, out_of_limits: 1 }),
  ];
  const series = sensorSeries(rows);
  const [door, temperature] = series as [SensorSeries, SensorSeries];

  it('groups the rows per sensor in time order, merging adjacent intervals out of limits into one span', () => {
    expect(series.map((one) => one.sensor)).toEqual(['Rear door', 'Cargo temperature']);
    expect(temperature.points.map((p) => p[0])).toEqual([T0, T0 + 5 * MINUTE, T0 + 10 * MINUTE, T0 + 20 * MINUTE]);
    expect(temperature.points[1]).toEqual([T0 + 5 * MINUTE, 2, 3, 9]);
    expect(temperature.out).toEqual([
      [T0 + 5 * MINUTE, T0 + 15 * MINUTE],
      [T0 + 20 * MINUTE, T0 + 25 * MINUTE],
    ]);
    expect(temperature).toMatchObject({ vehicle: 'B 9325 TT', sensor: 'Cargo temperature', upper: 8, lower: -20 });
  });

  it('charts a switch as the share of each interval away from normal', () => {
    expect(door.switch).toBe(true);
    expect(door.points).toEqual([
      [T0, 0],
      [T0 + 5 * MINUTE, 50],
    ]);
  });

  it('keeps both limits and every value in the y range', () => {
    expect(valueExtent(temperature)).toEqual([-29, 15]);
  });

  it('draws the limits as dashed lines and the spans out of them as shaded areas', () => {
    const option = sensorOption(temperature, labels, String) as {
      series: { name: string; markLine?: { data: { yAxis: number }[] }; markArea?: { data: unknown[] } }[];
    };
    expect(option.series.map((s) => s.name)).toEqual(['Highest', 'Mean', 'Lowest']);
    const mean = option.series[1];
    expect(mean?.markLine?.data.map((line) => line.yAxis)).toEqual([8, -20]);
    expect(mean?.markArea?.data).toHaveLength(2);
    const doorOption = sensorOption(door, labels, String) as { series: { name: string }[]; yAxis: { max: number } };
    expect(doorOption.series.map((s) => s.name)).toEqual(['Open']);
    expect(doorOption.yAxis.max).toBe(100);
  });
});
