import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EngineReport, ReportPage } from '@armada/domain';
import { apiGet } from '../../../api/client';
import type { TableState } from '../../../components/data-table/tableState';
import { listParams, listPath, selectionParams, type AppliedReport } from './reportQuery';

/** The most rows a chart reads in one call (the call's largest page). */
export const CHART_ROWS = 1000;

/** A page of a report for the table; nothing is asked before the user runs a valid selection. */
export function useReportPage<T, F extends string, S extends string>(
  report: EngineReport,
  applied: AppliedReport | null,
  state: TableState<F, S>,
) {
  const params = applied ? listParams(applied, state) : null;
  return useQuery({
    queryKey: ['report', report, params],
    queryFn: () => apiGet<ReportPage<T>>(listPath(report), params ?? {}),
    enabled: params !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** Every row of a selection in the report's first order, for a chart (up to CHART_ROWS). */
export function useReportRows<T>(report: EngineReport, applied: AppliedReport | null) {
  const params = applied ? { ...selectionParams(applied), page: 1, count_perpage: CHART_ROWS } : null;
  return useQuery({
    queryKey: ['report', report, 'chart', params],
    queryFn: () => apiGet<ReportPage<T>>(listPath(report), params ?? {}),
    enabled: params !== null,
    retry: false,
  });
}
