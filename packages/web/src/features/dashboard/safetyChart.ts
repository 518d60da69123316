import { SAFETY_LEVELS, type SafetyBand, type SafetyLevel } from '@armada/domain';
import type { EChartsCoreOption } from '../../components/charts/echarts';

/** Green to red, best to worst. */
export const SAFETY_COLORS: Readonly<Record<SafetyLevel, string>> = {
  very_good: '#389e0d',
  good: '#7cb305',
  medium: '#d4b106',
  bad: '#d46b08',
  very_bad: '#cf1322',
};

/** The vehicles per level as bars in the levels' colours, best first. */
export function safetyChartOption(
  bands: readonly SafetyBand[],
  label: (level: SafetyLevel) => string,
  number: (value: number) => string,
): EChartsCoreOption {
  const count = (level: SafetyLevel) => bands.find((band) => band.level === level)?.count ?? 0;
  return {
    grid: { left: 8, right: 8, top: 24, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: number },
    xAxis: {
      type: 'category',
      data: SAFETY_LEVELS.map(label),
      axisLabel: { interval: 0, width: 64, overflow: 'break' },
    },
    yAxis: { type: 'value', minInterval: 1, axisLabel: { formatter: number } },
    series: [
      {
        type: 'bar',
        barMaxWidth: 40,
        data: SAFETY_LEVELS.map((level) => ({ value: count(level), itemStyle: { color: SAFETY_COLORS[level] } })),
        label: { show: true, position: 'top', formatter: ({ value }: { value: number }) => number(value) },
      },
    ],
  };
}

/** The level opened first: the worst one with vehicles in it, where attention is needed. */
export function firstLevel(bands: readonly SafetyBand[]): SafetyLevel {
  return (
    [...SAFETY_LEVELS].reverse().find((level) => bands.some((b) => b.level === level && b.count > 0)) ?? 'very_good'
  );
}
