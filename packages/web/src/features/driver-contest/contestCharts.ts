import type { EChartsCoreOption } from '../../components/charts/echarts';
import type { DealerParticipation, DriverStanding, LevelCount, SafetyLevel } from '@armada/domain';
import { barOption } from '../../components/charts/barOption';
import { LEVEL_COLOURS } from './levelColours';

/** How many drivers fell in each level: a bar per level in its colour. */
export function levelOption(levels: readonly LevelCount[], label: (level: SafetyLevel) => string): EChartsCoreOption {
  return {
    grid: { left: 8, right: 8, top: 12, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'category', data: levels.map((l) => label(l.level)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      {
        type: 'bar',
        barMaxWidth: 40,
        data: levels.map((l) => ({ value: l.count, itemStyle: { color: LEVEL_COLOURS[l.level] } })),
      },
    ],
  };
}

/** The top drivers' scores, best at the top. */
export function scoreOption(rows: readonly DriverStanding[], name: string, anonymous: string): EChartsCoreOption {
  return barOption({
    labels: rows.map((r) => (r.name ? r.name : `${anonymous} #${r.rank ?? ''}`)),
    series: [{ name, values: rows.map((r) => r.score ?? 0), color: '#1677ff' }],
    horizontal: true,
  });
}

/** Per dealer: its drivers and, of them, the scored participants. */
export function participantOption(
  rows: readonly DealerParticipation[],
  names: { drivers: string; participants: string; noDealer: string },
): EChartsCoreOption {
  return barOption({
    labels: rows.map((r) => r.dealer_name ?? names.noDealer),
    series: [
      { name: names.drivers, values: rows.map((r) => r.drivers), color: '#bfbfbf' },
      { name: names.participants, values: rows.map((r) => r.participants), color: '#1677ff' },
    ],
    horizontal: true,
  });
}
