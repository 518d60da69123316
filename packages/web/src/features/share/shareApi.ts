import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SHARE_CALLS,
  SHARE_POLL_MS,
  type ShareCreated,
  type ShareDuration,
  type SharedLocation,
  type ShareLinkRow,
} from '@armada/domain';
import { ApiError } from '../../api/ApiError';
import { apiGet, apiPost } from '../../api/client';

const linksKey = (vehicleId: number) => ['share', 'links', vehicleId] as const;

/** A vehicle's shared links (without their tokens). */
export function useShareLinks(vehicleId: number, enabled: boolean) {
  return useQuery({
    queryKey: linksKey(vehicleId),
    queryFn: () => apiGet<ShareLinkRow[]>(SHARE_CALLS.list, { vehicle_id: vehicleId }),
    enabled,
  });
}

export function useCreateShareLink(vehicleId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (duration: ShareDuration) =>
      apiPost<ShareCreated>(SHARE_CALLS.create, { vehicle_id: vehicleId, duration }),
    onSettled: () => client.invalidateQueries({ queryKey: linksKey(vehicleId) }),
  });
}

export function useRevokeShareLink(vehicleId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiPost<null>(SHARE_CALLS.revoke, { id }),
    onSettled: () => client.invalidateQueries({ queryKey: linksKey(vehicleId) }),
  });
}

/** The link expired, was revoked or never existed (not a passing failure such as a rate limit). */
export const linkEnded = (error: unknown) => error instanceof ApiError && error.code === 'share_link_unavailable';

/** What a link shows, asked again every 10 s until the link stops answering. */
export function useSharedLocation(token: string) {
  return useQuery({
    queryKey: ['share', 'location', token],
    queryFn: () => apiGet<SharedLocation>(SHARE_CALLS.location, { token }),
    refetchInterval: (query) => (linkEnded(query.state.error) ? false : SHARE_POLL_MS),
    refetchIntervalInBackground: true,
    retry: false,
  });
}

/** The full address of a link the server answered as a path. */
export const linkAddress = (url: string) => new URL(url, window.location.origin).toString();
