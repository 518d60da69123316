import type { EChartsCoreOption } from './echarts';

export type BarSeries = { name: string; values: readonly number[]; stack?: string; color?: string };

export type BarChartData = {
  labels: readonly string[];
  series: readonly BarSeries[];
  /** Writes a value in the tooltip and on the axis (units, decimals). */
  format?: (value: number) => string;
};

/** A bar chart's option: categories along x, one bar (or stacked part) per series, a legend when there are several. */
export function barOption({ labels, series, format }: BarChartData): EChartsCoreOption {
  const formatter = format ? (value: number) => format(value) : undefined;
  return {
    grid: { left: 8, right: 8, top: series.length > 1 ? 32 : 12, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: formatter },
    legend: series.length > 1 ? { top: 0 } : undefined,
    xAxis: { type: 'category', data: labels },
    yAxis: { type: 'value', axisLabel: { formatter } },
    series: series.map((s) => ({
      type: 'bar',
      name: s.name,
      data: s.values,
      stack: s.stack,
      color: s.color,
      barMaxWidth: 32,
    })),
  };
}
