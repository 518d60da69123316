import { describe, expect, it } from 'vitest';
import type { AnalyticMonth } from '@armada/domain';
import { ratioChartOption } from './ratioChart';

const month = (m: number, numerator: number, denominator: number, live = false): AnalyticMonth => ({
  year: 2026,
  month: m,
  period: `2026-${String(m).padStart(2, '0')}`,
  numerator,
  denominator,
  ratio: denominator === 0 ? null : Math.round((numerator / denominator) * 1000) / 10,
  live,
});

const TEXT = {
  month: (r: AnalyticMonth) => `M${r.month}`,
  numerator: 'activated',
  denominator: 'registered',
  ratio: 'Ratio',
  number: (v: number, digits = 0) => v.toFixed(digits),
};

type Series = { type: string; name: string; yAxisIndex?: number; data: unknown[] };

describe('ratioChartOption', () => {
  it('draws the counts as bars and the ratio as a line on a 0-100 axis, the month in progress lighter', () => {
    const option = ratioChartOption([month(1, 3, 4), month(2, 0, 0), month(3, 5, 10, true)], TEXT) as {
      xAxis: { data: string[] };
      yAxis: { max?: number }[];
      series: Series[];
    };
    expect(option.xAxis.data).toEqual(['M1', 'M2', 'M3']);
    expect(option.yAxis[1]?.max).toBe(100);
    const [denominators, numerators, ratios] = option.series;
    expect(denominators).toMatchObject({ type: 'bar', name: 'registered' });
    expect(denominators?.data.map((d) => (d as { value: number }).value)).toEqual([4, 0, 10]);
    expect(numerators?.data.map((d) => (d as { value: number }).value)).toEqual([3, 0, 5]);
    expect((numerators?.data[2] as { itemStyle: object }).itemStyle).toEqual({ opacity: 0.55 });
    expect((numerators?.data[0] as { itemStyle: object }).itemStyle).toEqual({});
    expect(ratios).toMatchObject({ type: 'line', name: 'Ratio', yAxisIndex: 1, data: [75, null, 50] });
  });
});
