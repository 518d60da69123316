import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ANNOUNCEMENT_RESOURCE, type AnnouncementBanners, type IdResult } from '@armada/domain';
import { apiGet, apiPost } from '../../api/client';
import type { ResourceRef } from '../../api/resource';
import type { TableConfig } from '../../components/data-table/tableState';

export const ANNOUNCEMENTS: ResourceRef = ANNOUNCEMENT_RESOURCE;

export type AnnouncementFilter = 'search';
export type AnnouncementSort = 'publish_at' | '-publish_at' | 'title' | '-title' | 'end_at' | '-end_at';

export const ANNOUNCEMENT_TABLE: TableConfig<AnnouncementFilter, AnnouncementSort> = {
  filterKeys: ['search'],
  sortValues: ['publish_at', '-publish_at', 'title', '-title', 'end_at', '-end_at'],
  defaultSort: '-publish_at',
};

const BANNERS_KEY = ['announcement', 'banners'] as const;
const BANNER_URL = '/api/notification/announcement/current_announcement';
const DISMISS_URL = '/api/notification/announcement/dismiss_announcement';
/** A banner whose end time passes goes within this long, as does one published on another node. */
const BANNER_POLL_MS = 60_000;

/** The live announcements of the caller's audience it has not dismissed. */
export function useBanners() {
  return useQuery({
    queryKey: BANNERS_KEY,
    queryFn: () => apiGet<AnnouncementBanners>(BANNER_URL),
    refetchInterval: BANNER_POLL_MS,
  });
}

/** Asks for the banners again (an announcement's notification just arrived). */
export function useRefreshBanners() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: BANNERS_KEY });
}

export function useDismissBanner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiPost<IdResult>(DISMISS_URL, { id }),
    onMutate: (id) => {
      // Gone at once; the server remembers it for every device.
      client.setQueryData<AnnouncementBanners>(BANNERS_KEY, (rows) => rows?.filter((row) => row.id !== id));
    },
    onSettled: () => client.invalidateQueries({ queryKey: BANNERS_KEY }),
  });
}
