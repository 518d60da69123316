import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportScheduleAddBody, ReportScheduleRow } from '@armada/domain';
import { apiGet, apiPost, apiPut, request, withQuery } from '../../../api/client';
import type { Page } from '../../../api/page';
import { toQueryParams, type TableConfig, type TableState } from '../../../components/data-table/tableState';

const BASE = '/api/report/report_schedule';
const KEY = ['report', 'schedule'] as const;

export const SCHEDULE_TABLE: TableConfig<never, never> = { filterKeys: [] };

/** The caller's own schedules. */
export function useSchedules(state: TableState<never, never>) {
  const params = toQueryParams(state);
  return useQuery({
    queryKey: [...KEY, params],
    queryFn: () => apiGet<Page<ReportScheduleRow>>(`${BASE}/list_report_schedule`, params),
    placeholderData: keepPreviousData,
  });
}

/** A schedule as the form sends it: the body's fields, the id when it changes one. */
export type ScheduleDraft = ReportScheduleAddBody & { id?: number };

/** The body without what is left out, so the call's defaults apply (no vehicles: the whole fleet). */
function bodyOf(draft: ScheduleDraft): Record<string, string | number | boolean> {
  return Object.fromEntries(Object.entries(draft).filter(([, value]) => value !== undefined && value !== '')) as Record<
    string,
    string | number | boolean
  >;
}

function useScheduleMutation<V, R>(call: (value: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: KEY }) });
}

export const useSaveSchedule = () =>
  useScheduleMutation((draft: ScheduleDraft) =>
    draft.id === undefined
      ? apiPost<{ id: number }>(`${BASE}/add_report_schedule`, bodyOf(draft))
      : apiPut<{ id: number }>(`${BASE}/edit_report_schedule`, bodyOf(draft)),
  );

export const useDeleteSchedule = () =>
  useScheduleMutation((id: number) => request('DELETE', withQuery(`${BASE}/delete_report_schedule`, { id })));

/** "Send now": answers the schedule with the run's outcome. */
export const useRunSchedule = () =>
  useScheduleMutation((id: number) => apiPost<ReportScheduleRow>(`${BASE}/run_report_schedule`, { id }));
