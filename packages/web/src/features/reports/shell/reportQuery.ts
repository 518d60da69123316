import dayjs from 'dayjs';
import { REPORT_SORTS, type EngineReport } from '@armada/domain';
import type { TableConfig, TableState } from '../../../components/data-table/tableState';
import { DAY, periodProblem, type DayPeriod, type VehicleChoice } from './reportPeriod';

/** The report's choices kept in the address bar: vehicles (imeis joined by commas) or a group, and the days. */
export type ReportFilter = 'imei' | 'group' | 'from' | 'to';

export type ReportSort<R extends EngineReport> =
  (typeof REPORT_SORTS)[R][number] | `-${(typeof REPORT_SORTS)[R][number]}`;

/** The table set-up of a report: its sort columns both ways, the server's first column as the default. */
export function reportTable<R extends EngineReport>(report: R): TableConfig<ReportFilter, ReportSort<R>> {
  const columns = REPORT_SORTS[report] as readonly (typeof REPORT_SORTS)[R][number][];
  return {
    filterKeys: ['imei', 'group', 'from', 'to'],
    sortValues: columns.flatMap((column): ReportSort<R>[] => [column, `-${column}`]),
    defaultSort: columns[0],
  };
}

export const listPath = (report: EngineReport) => `/api/report/report_${report}/list_report_${report}`;
export const downloadPath = (report: EngineReport) => `/api/report/report_${report}/download_report_${report}`;

export type AppliedReport = { vehicles: VehicleChoice; period: DayPeriod };

/** The choices of the address bar, or null while no period is chosen or the period would be refused. */
export function appliedReport(filters: Partial<Record<ReportFilter, string>>, monthly: boolean): AppliedReport | null {
  const group = Number(filters.group);
  const vehicles: VehicleChoice = {
    imeis: filters.imei ? filters.imei.split(',').filter(Boolean) : [],
    groupId: Number.isInteger(group) && group > 0 ? group : undefined,
  };
  const period = { from: filters.from, to: filters.to };
  if (periodProblem(period, vehicles, monthly) !== null) return null;
  return { vehicles, period: period as DayPeriod };
}

/** The call's parameters: a date is its midnight in the reports' zone and the end is exclusive, so the day after `to`. */
export function selectionParams({ vehicles, period }: AppliedReport): Record<string, string | number> {
  return {
    ...(vehicles.imeis.length > 0 ? { imei: vehicles.imeis.join(',') } : {}),
    ...(vehicles.groupId !== undefined ? { vehicle_group_id: vehicles.groupId } : {}),
    start_date: period.from,
    end_date: dayjs(period.to).add(1, 'day').format(DAY),
  };
}

/** The list call's parameters for a page of the table. */
export function listParams<F extends string, S extends string>(
  applied: AppliedReport,
  state: TableState<F, S>,
): Record<string, string | number> {
  return {
    ...selectionParams(applied),
    page: state.page,
    count_perpage: state.limit,
    ...(state.sort ? { sort: state.sort } : {}),
  };
}
