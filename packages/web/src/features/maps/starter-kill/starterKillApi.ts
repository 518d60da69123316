import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  COMMAND_LIST_PATH,
  COMMAND_TIMEOUT_SECONDS,
  STARTER_KILL_PATH,
  type CommandPage,
  type CommandRow,
  type StarterKillAction,
} from '@armada/domain';
import type { TFunction } from 'i18next';
import { apiGet, apiPost } from '../../../api/client';
import { ApiError } from '../../../api/ApiError';

/** How many of a vehicle's latest attempts the drawer shows. */
export const RECENT_COMMANDS = 5;

const listKey = (imei: string) => ['commands', imei] as const;

export function useCommandList(imei: string) {
  return useQuery({
    queryKey: listKey(imei),
    queryFn: () => apiGet<CommandPage>(COMMAND_LIST_PATH, { imei, page: 1, limit: RECENT_COMMANDS }),
    staleTime: 10_000,
  });
}

/** Sends the starter kill and waits for the tracker's answer (up to COMMAND_TIMEOUT_SECONDS). */
export function useStarterKill(imei: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: StarterKillAction) => apiPost<CommandRow>(STARTER_KILL_PATH, { imei, action }),
    onSettled: () => client.invalidateQueries({ queryKey: listKey(imei) }),
  });
}

/** The error in the user's language (`errors` namespace), the server's English as the fallback. */
export function commandErrorText(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('errors:server_error');
  return t(`errors:${error.code}`, { defaultValue: error.message, seconds: COMMAND_TIMEOUT_SECONDS });
}
