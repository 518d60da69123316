import { formatPercent, type ProductivityRow } from '@armada/domain';
import type { BarChartData } from '../../../components/charts/barOption';

/** How many vehicles the utilisation chart shows: the first of the table's order. */
export const CHART_VEHICLES = 20;

const COLOR = '#1668dc';
const ROW_HEIGHT = 24;
const MIN_HEIGHT = 200;

/** Utilisation per vehicle as horizontal bars, in the rows' order (capped at 100 as the spec writes percentages). */
export function utilisationChart(rows: readonly ProductivityRow[], name: string): BarChartData {
  const shown = rows.slice(0, CHART_VEHICLES);
  return {
    labels: shown.map((row) => row.vehicle_number ?? row.vehicle_name),
    series: [{ name, values: shown.map((row) => Math.min(100, row.utilisation_pct)), color: COLOR }],
    format: formatPercent,
    horizontal: true,
  };
}

/** A chart tall enough for its bars to be read. */
export const chartHeight = (bars: number) => Math.max(MIN_HEIGHT, bars * ROW_HEIGHT + 40);
