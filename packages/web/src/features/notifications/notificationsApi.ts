import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  NOTIFICATION_COUNT_PATH,
  NOTIFICATION_LIST_PATH,
  NOTIFICATION_READ_ALL_PATH,
  NOTIFICATION_READ_PATH,
  type NotificationFilter,
  type NotificationPage,
  type UnreadCount,
} from '@armada/domain';
import { apiGet, apiPost } from '../../api/client';
import type { TableConfig } from '../../components/data-table/tableState';

/** Every notification query starts with this key: the alert feed's too, so a read shows everywhere. */
export const NOTIFICATION_KEY = ['notification'] as const;
const COUNT_KEY = [...NOTIFICATION_KEY, 'count'] as const;
const LATEST_KEY = [...NOTIFICATION_KEY, 'latest'] as const;

/** Rows in the bell's dropdown. */
export const LATEST_SIZE = 5;

export type NotificationTableFilter = 'tab' | 'search';
/** The centre's paging, tab and search in the address bar (a module constant: useTableQuery keys on it). */
export const NOTIFICATION_TABLE: TableConfig<NotificationTableFilter, never> = { filterKeys: ['tab', 'search'] };

export type PageRequest = { tab: NotificationFilter; page: number; limit: number; search: string };

/** One page of one tab (GET notification/notification/list_notification). */
export function useNotificationPage({ tab, page, limit, search }: PageRequest) {
  return useQuery({
    queryKey: [...NOTIFICATION_KEY, 'page', tab, page, limit, search],
    queryFn: () =>
      apiGet<NotificationPage>(NOTIFICATION_LIST_PATH, { filter: tab, page, limit, search: search || undefined }),
    placeholderData: keepPreviousData,
  });
}

/** The newest few of every tab, for the bell. */
export function useLatestNotifications(enabled: boolean) {
  return useQuery({
    queryKey: LATEST_KEY,
    queryFn: () => apiGet<NotificationPage>(NOTIFICATION_LIST_PATH, { page: 1, limit: LATEST_SIZE }),
    enabled,
  });
}

/** Unread per tab; polled as a catch-all (announcements are not pushed), more often without a live socket. */
export function useUnreadCount(enabled: boolean, pollMs: number) {
  return useQuery({
    queryKey: COUNT_KEY,
    queryFn: () => apiGet<UnreadCount>(NOTIFICATION_COUNT_PATH),
    enabled,
    refetchInterval: pollMs,
  });
}

/** Refetches what a new notification changes: the count and the bell's list (not the page being read). */
export function useRefreshUnread(): () => void {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: COUNT_KEY });
    void client.invalidateQueries({ queryKey: LATEST_KEY });
  };
}

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiPost(NOTIFICATION_READ_PATH, { id }),
    onSuccess: () => client.invalidateQueries({ queryKey: NOTIFICATION_KEY }),
  });
}

/** Marks one tab read, or every tab without one. */
export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (filter?: NotificationFilter) => apiPost(NOTIFICATION_READ_ALL_PATH, { filter }),
    onSuccess: () => client.invalidateQueries({ queryKey: NOTIFICATION_KEY }),
  });
}
