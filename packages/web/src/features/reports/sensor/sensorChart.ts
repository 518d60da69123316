import type { SensorRow } from '@armada/domain';
import type { EChartsCoreOption } from '../../../components/charts/echarts';

/** Door and tamper switches: charted as the share of each interval spent away from normal, not by value. */
const SWITCHES: ReadonlySet<string> = new Set(['door', 'dismantle']);
export const isSwitch = (type: string) => SWITCHES.has(type);

const HOT = '#cf1322';
const COLD = '#1677ff';
const LINE = '#1668dc';
const OUT_AREA = 'rgba(255, 77, 79, 0.12)';

/** One sensor's intervals in time order, with its limits and the spans it spent out of them. */
export type SensorSeries = {
  key: string;
  vehicle: string;
  sensor: string;
  type: string;
  switch: boolean;
  upper: number | null;
  lower: number | null;
  /** [interval start (ms), lowest, mean, highest]; a switch: [start, share of the interval away from normal in %]. */
  points: number[][];
  /** Out-of-limit spans [from, to] in ms, adjacent intervals merged. */
  out: [number, number][];
};

const shareOut = (row: SensorRow) =>
  Math.min(
    100,
    Math.round((100 * row.out_s) / Math.max(1, (Date.parse(row.end_time) - Date.parse(row.start_time)) / 1000)),
  );

/** The rows of the sensor report grouped per sensor, in the order the sensors first appear. */
export function sensorSeries(rows: readonly SensorRow[]): SensorSeries[] {
  const bySensor = new Map<string, SensorSeries>();
  for (const row of [...rows].sort((a, b) => a.start_time.localeCompare(b.start_time))) {
    const key = `${row.imei}-${row.sensor_id}`;
    const series = bySensor.get(key) ?? {
      key,
      vehicle: row.vehicle_number ?? row.vehicle_name,
      sensor: row.sensor_name,
      type: row.type_sensor,
      switch: isSwitch(row.type_sensor),
      upper: row.upper_limit,
      lower: row.lower_limit,
      points: [],
      out: [],
    };
    const from = Date.parse(row.start_time);
    const to = Date.parse(row.end_time);
    series.points.push(series.switch ? [from, shareOut(row)] : [from, row.min_value, row.avg_value, row.max_value]);
    if (row.out_s > 0) {
      const last = series.out.at(-1);
      if (last && last[1] === from) last[1] = to;
      else series.out.push([from, to]);
    }
    bySensor.set(key, series);
  }
  return [...bySensor.values()];
}

/** The y range: the values and both limits, with a little room, so the limit lines are always in sight. */
export function valueExtent(series: SensorSeries): [number, number] {
  const values = series.points.flatMap((point) => point.slice(1));
  const all = [...values, ...[series.upper, series.lower].filter((v): v is number => v !== null)];
  const low = Math.min(...all);
  const high = Math.max(...all);
  const room = Math.max(1, (high - low) * 0.1);
  return [Math.floor(low - room), Math.ceil(high + room)];
}

export type SensorChartLabels = {
  lowest: string;
  mean: string;
  highest: string;
  out: string;
  upper: string;
  lower: string;
};

const limitLine = (value: number | null, name: string, color: string) =>
  value === null
    ? []
    : [
        {
          yAxis: value,
          name,
          lineStyle: { color, type: 'dashed' },
          label: { formatter: name, position: 'insideEndTop' },
        },
      ];

/**
 * A sensor's line chart: lowest, mean and highest per interval (a switch: its share of time away from
 * normal), the limits as dashed lines and the spans out of them shaded.
 */
export function sensorOption(
  series: SensorSeries,
  labels: SensorChartLabels,
  format: (value: number) => string,
): EChartsCoreOption {
  const line = (name: string, index: number, style: Record<string, unknown>) => ({
    type: 'line',
    name,
    data: series.points.map((point) => [point[0], point[index]]),
    showSymbol: false,
    ...style,
  });
  const marks = {
    markArea: {
      silent: true,
      itemStyle: { color: OUT_AREA },
      data: series.out.map(([a, b]) => [{ xAxis: a }, { xAxis: b }]),
    },
    markLine: {
      silent: true,
      symbol: 'none',
      data: [...limitLine(series.upper, labels.upper, HOT), ...limitLine(series.lower, labels.lower, COLD)],
    },
  };
  const lines = series.switch
    ? [line(labels.out, 1, { step: 'end', color: HOT, areaStyle: { opacity: 0.2 }, ...marks })]
    : [
        line(labels.highest, 3, { color: HOT, lineStyle: { width: 1, opacity: 0.6 } }),
        line(labels.mean, 2, { color: LINE, ...marks }),
        line(labels.lowest, 1, { color: COLD, lineStyle: { width: 1, opacity: 0.6 } }),
      ];
  const [min, max] = series.switch ? [0, 100] : valueExtent(series);
  return {
    grid: { left: 8, right: 16, top: 32, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis', valueFormatter: series.switch ? (v: number) => `${v}%` : format },
    legend: { top: 0 },
    xAxis: { type: 'time', axisLabel: { hideOverlap: true } },
    yAxis: { type: 'value', min, max, axisLabel: { formatter: series.switch ? '{value}%' : format } },
    series: lines,
  };
}
