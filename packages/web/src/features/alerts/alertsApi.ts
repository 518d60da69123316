import { useInfiniteQuery } from '@tanstack/react-query';
import { NOTIFICATION_LIST_PATH, type NotificationPage } from '@armada/domain';
import { apiGet } from '../../api/client';

/** Rows per page of the feed: a screenful on a control-room monitor. */
export const ALERT_PAGE_SIZE = 50;

export type FeedQuery = { types: readonly string[]; search: string };

/** The activity notifications, newest first, a page at a time (GET notification/notification/list_notification). */
export function useActivityFeed({ types, search }: FeedQuery) {
  return useInfiniteQuery({
    queryKey: ['notification', 'list', 'activity', types.join(','), search],
    queryFn: ({ pageParam }) =>
      apiGet<NotificationPage>(NOTIFICATION_LIST_PATH, {
        page: pageParam,
        limit: ALERT_PAGE_SIZE,
        filter: 'activity',
        type: types.length > 0 ? types.join(',') : undefined,
        search: search || undefined,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total_data ? last.page + 1 : undefined),
  });
}
