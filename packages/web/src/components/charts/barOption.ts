import type { EChartsCoreOption } from './echarts';

export type BarSeries = { name: string; values: readonly number[]; stack?: string; color?: string };

export type BarChartData = {
  labels: readonly string[];
  series: readonly BarSeries[];
  /** Writes a value in the tooltip and on the axis (units, decimals). */
  format?: (value: number) => string;
  /** Bars along x with the categories down y, first at the top: for long labels such as vehicle names. */
  horizontal?: boolean;
};

/** A bar chart's option: categories along x (or down y), one bar (or stacked part) per series, a legend when there are several. */
export function barOption({ labels, series, format, horizontal = false }: BarChartData): EChartsCoreOption {
  const formatter = format ? (value: number) => format(value) : undefined;
  const categories = { type: 'category', data: labels, ...(horizontal ? { inverse: true } : {}) };
  const values = { type: 'value', axisLabel: { formatter } };
  return {
    grid: { left: 8, right: 8, top: series.length > 1 ? 32 : 12, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: formatter },
    legend: series.length > 1 ? { top: 0 } : undefined,
    xAxis: horizontal ? values : categories,
    yAxis: horizontal ? categories : values,
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
