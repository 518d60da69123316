import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SURVEY_CALLS,
  SURVEY_SORTS,
  SURVEY_STATUSES,
  type AnswerAddBody,
  type CheckSurveyResult,
  type IdResult,
  type SurveyPage,
  type SurveySort,
  type SurveyStatus,
  type SurveyView,
} from '@armada/domain';
import { apiGet, apiPost, apiPostJson, apiPut, request, withQuery, type Params } from '../../api/client';
import type { TableConfig, TableState } from '../../components/data-table/tableState';
import { downloadFile } from '../notifications/downloadFile';

const SURVEY_KEY = ['survey'] as const;

export type SurveyFilter = 'search' | 'status';
export const SURVEY_TABLE: TableConfig<SurveyFilter, SurveySort> = {
  filterKeys: ['search', 'status'],
  sortValues: SURVEY_SORTS,
  defaultSort: '-id',
};

const isStatus = (value: string | undefined): value is SurveyStatus =>
  (SURVEY_STATUSES as readonly string[]).includes(value ?? '');

/** GET survey/survey/list_survey with the table's page, sort, search and status. */
export function useSurveyList(state: TableState<SurveyFilter, SurveySort>) {
  const { search, status } = state.filters;
  const params = {
    page: state.page,
    limit: Math.min(state.limit, 100),
    ...(state.sort ? { sort_by: state.sort } : {}),
    ...(search ? { search } : {}),
    ...(isStatus(status) ? { status } : {}),
  };
  return useQuery({
    queryKey: [...SURVEY_KEY, 'list', params],
    queryFn: () => apiGet<SurveyPage>(SURVEY_CALLS.list, params),
    placeholderData: keepPreviousData,
  });
}

/** GET view_survey: the survey with its questions, in order. */
export function useSurvey(id: number | null) {
  return useQuery({
    queryKey: [...SURVEY_KEY, 'view', id],
    queryFn: () => apiGet<SurveyView>(SURVEY_CALLS.view, { id: id ?? 0 }),
    enabled: id !== null,
  });
}

/** GET check_survey: the open surveys of the caller's audience, answered or not. */
export function useCheckSurvey(enabled = true) {
  return useQuery({
    queryKey: [...SURVEY_KEY, 'check'],
    queryFn: () => apiGet<CheckSurveyResult>(SURVEY_CALLS.check),
    enabled,
    staleTime: 60_000,
  });
}

/** A survey write (survey or question), refreshing every survey query after it. */
function useSurveyWrite<A, R>(send: (arg: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: SURVEY_KEY }),
  });
}

export const useSaveSurvey = () =>
  useSurveyWrite(({ id, body }: { id: number | null; body: Params }) =>
    id === null ? apiPost<IdResult>(SURVEY_CALLS.add, body) : apiPut<IdResult>(SURVEY_CALLS.edit, { ...body, id }),
  );

export const useDeleteSurvey = () =>
  useSurveyWrite((id: number) => request<null>('DELETE', withQuery(SURVEY_CALLS.remove, { id })));

export const useSaveQuestion = () =>
  useSurveyWrite(({ id, body }: { id: number | null; body: Params }) =>
    id === null
      ? apiPost<IdResult>(SURVEY_CALLS.addQuestion, body)
      : apiPut<IdResult>(SURVEY_CALLS.editQuestion, { ...body, id }),
  );

export const useDeleteQuestion = () =>
  useSurveyWrite((id: number) => request<null>('DELETE', withQuery(SURVEY_CALLS.removeQuestion, { id })));

export const useSendAnswers = () =>
  useSurveyWrite((body: AnswerAddBody) => apiPostJson<IdResult>(SURVEY_CALLS.addAnswer, body));

/** download_survey answers the xlsx itself: fetched with the token and saved. */
export const downloadSurvey = (id: number) =>
  downloadFile(withQuery(SURVEY_CALLS.download, { id }), `survey-${id}.xlsx`);
