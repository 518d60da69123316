import { useQuery } from '@tanstack/react-query';
import { HISTORY_LIST_PATH, HISTORY_MAX_DAYS, type HistoryResult } from '@armada/domain';
import type { TFunction } from 'i18next';
import { apiGet } from '../../../api/client';
import { ApiError } from '../../../api/ApiError';
import { periodProblem, type Period } from './periods';

/** A vehicle's track over a period; nothing is asked for a period the server would refuse. */
export function useHistory(imei: string, period: Period | null) {
  const start = period?.start.toISOString();
  const end = period?.end.toISOString();
  return useQuery({
    queryKey: ['history', imei, start, end],
    queryFn: () => apiGet<HistoryResult>(HISTORY_LIST_PATH, { imei, start, end }),
    enabled: period !== null && periodProblem(period) === null,
    staleTime: 60_000,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** The error in the user's language (`errors` namespace), the server's English as the fallback. */
export function historyErrorText(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('errors:server_error');
  return t(`errors:${error.code}`, { defaultValue: error.message, days: HISTORY_MAX_DAYS });
}
