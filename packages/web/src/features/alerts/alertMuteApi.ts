import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ALERT_MUTE_ADD_PATH,
  ALERT_MUTE_DELETE_PATH,
  ALERT_MUTE_LIST_PATH,
  type AlertMutePage,
  type AlertMuteState,
} from '@armada/domain';
import { apiGet, apiPost, request, withQuery } from '../../api/client';

const MUTES = ['monitoring', 'alert_mute'] as const;

/** The imeis of the vehicles whose alerts the signed-in user muted (GET monitoring-service/alert_mute/list_alert_mute). */
export function useAlertMutes(enabled: boolean) {
  return useQuery({
    queryKey: MUTES,
    queryFn: async () => {
      const page = await apiGet<AlertMutePage>(ALERT_MUTE_LIST_PATH);
      return new Set(page.data.map((mute) => mute.imei));
    },
    enabled,
    staleTime: 5 * 60_000,
  });
}

const NONE: ReadonlySet<string> = new Set();

/** The muted vehicles as a set, from the query the map filters by, so muting on the map hides the alerts at once. */
export function useMutedImeis(): ReadonlySet<string> {
  return useAlertMutes(true).data ?? NONE;
}

/** Mutes or unmutes a vehicle's alerts; the list (and so the map's filter) follows. */
export function useSetAlertMuted() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ imei, muted }: { imei: string; muted: boolean }) =>
      muted
        ? apiPost<AlertMuteState>(ALERT_MUTE_ADD_PATH, { imei })
        : request<AlertMuteState>('DELETE', withQuery(ALERT_MUTE_DELETE_PATH, { imei })),
    onSuccess: () => client.invalidateQueries({ queryKey: MUTES }),
  });
}
