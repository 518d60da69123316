import type { FuelLevel } from '@armada/domain';
import type { EChartsCoreOption } from '../../components/charts/echarts';

export type LevelLabels = { level: string; refuel: string; drain: string; manual: string; litres: string };

const REFUEL_COLOR = 'rgba(56, 158, 13, 0.18)';
const DRAIN_COLOR = 'rgba(207, 19, 34, 0.2)';
const MANUAL_COLOR = '#1677ff';

/**
 * The level chart's option: litres over time as a line, each detected refuel (green) and drain (red)
 * as a shaded span, each manual refuel as a dashed line at its time.
 */
export function levelOption(level: FuelLevel, labels: LevelLabels): EChartsCoreOption {
  const spans = level.events.map((event) => [
    {
      name: `${event.kind === 'refuel' ? labels.refuel : labels.drain} ${event.litres} ${labels.litres}`,
      xAxis: event.start_time,
      itemStyle: { color: event.kind === 'refuel' ? REFUEL_COLOR : DRAIN_COLOR },
    },
    { xAxis: event.end_time },
  ]);
  return {
    grid: { left: 8, right: 16, top: 32, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'time' },
    yAxis: { type: 'value', name: labels.litres, min: 0, max: level.config?.capacity_l },
    series: [
      {
        type: 'line',
        name: labels.level,
        showSymbol: false,
        data: level.points.map((point) => [point.time, point.litres]),
        markArea: { silent: false, label: { show: false }, data: spans },
        markLine: {
          symbol: 'none',
          lineStyle: { color: MANUAL_COLOR, type: 'dashed' },
          label: { formatter: labels.manual, fontSize: 10 },
          data: level.refuels.map((refuel) => ({ xAxis: refuel.time, name: labels.manual })),
        },
      },
    ],
  };
}
