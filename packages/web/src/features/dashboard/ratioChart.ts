import type { AnalyticMonth } from '@armada/domain';
import type { EChartsCoreOption } from '../../components/charts/echarts';

export type RatioChartText = {
  /** The month's short name, e.g. "Nov". */
  month: (record: AnalyticMonth) => string;
  numerator: string;
  denominator: string;
  ratio: string;
  /** A count or a percent in the reader's number style. */
  number: (value: number, digits?: number) => string;
};

const COUNTS = { denominator: '#bae0ff', numerator: '#1677ff', ratio: '#d46b08' } as const;

/**
 * A ratio's months: the two counts as bars on the left axis, the ratio in percent as a line on the
 * right (0 to 100); the month in progress drawn lighter.
 */
export function ratioChartOption(data: readonly AnalyticMonth[], text: RatioChartText): EChartsCoreOption {
  const live = (record: AnalyticMonth) => (record.live ? { opacity: 0.55 } : {});
  const bars = (name: string, color: string, count: (record: AnalyticMonth) => number) => ({
    type: 'bar',
    name,
    color,
    barMaxWidth: 18,
    data: data.map((record) => ({ value: count(record), itemStyle: live(record) })),
    tooltip: { valueFormatter: (v: number) => text.number(v, 0) },
  });
  return {
    grid: { left: 8, right: 8, top: 36, bottom: 8, containLabel: true },
    legend: { top: 0, itemWidth: 14 },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'category', data: data.map(text.month) },
    yAxis: [
      { type: 'value', minInterval: 1, axisLabel: { formatter: (v: number) => text.number(v, 0) } },
      { type: 'value', min: 0, max: 100, axisLabel: { formatter: (v: number) => `${text.number(v, 0)}%` } },
    ],
    series: [
      bars(text.denominator, COUNTS.denominator, (r) => r.denominator),
      bars(text.numerator, COUNTS.numerator, (r) => r.numerator),
      {
        type: 'line',
        name: text.ratio,
        yAxisIndex: 1,
        color: COUNTS.ratio,
        connectNulls: false,
        data: data.map((r) => r.ratio),
        tooltip: { valueFormatter: (v: number | null) => (v === null ? '-' : `${text.number(v, 1)}%`) },
      },
    ],
  };
}
