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

export type ReportRowsOptions = { sort?: string; limit?: number };

/** The rows of a selection for a chart: up to `limit` (CHART_ROWS), in `sort` or the report's first order. */
export function useReportRows<T>(
  report: EngineReport,
  applied: AppliedReport | null,
  { sort, limit = CHART_ROWS }: ReportRowsOptions = {},
) {
  const params = applied
    ? { ...selectionParams(applied), page: 1, count_perpage: limit, ...(sort ? { sort } : {}) }
    : null;
  return useQuery({
    queryKey: ['report', report, 'chart', params],
    queryFn: () => apiGet<ReportPage<T>>(listPath(report), params ?? {}),
    enabled: params !== null,
    retry: false,
  });
}
