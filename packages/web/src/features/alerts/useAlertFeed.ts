import { useEffect, useMemo } from 'react';
import { fromRow, matchesAlert, mergeFeed, type AlertItem } from './alertItem';
import { useActivityFeed, type FeedQuery } from './alertsApi';
import { useAlertInbox } from './useAlertInbox';
import { useMutedImeis } from './alertMuteApi';

export type AlertFeed = {
  items: readonly AlertItem[];
  /** What the filters match: the list's total, plus the live alerts it does not hold yet, less the muted. */
  total: number;
  loading: boolean;
  error: unknown;
  more: { has: boolean; loading: boolean; load: () => void };
};

/**
 * The alert feed: the stored activity notifications, a page at a time, with the live alerts of this
 * session on top; both under the same type and search filter, muted vehicles left out. Looking at
 * the feed marks the live alerts seen (the map's badge counts the others).
 */
export function useAlertFeed({ types, search }: FeedQuery): AlertFeed {
  const list = useActivityFeed({ types, search });
  const { events, inbox } = useAlertInbox();
  const muted = useMutedImeis();
  useEffect(() => inbox.markSeen(), [inbox, events]);

  const listed = useMemo(() => (list.data?.pages ?? []).flatMap((page) => page.data.map(fromRow)), [list.data]);
  const items = useMemo(
    () => mergeFeed(events, listed).filter((item) => matchesAlert(item, { types, search, muted })),
    [events, listed, types, search, muted],
  );
  const known = new Set(listed.map((item) => item.key));
  const liveShown = items.filter((item) => !known.has(item.key)).length;
  const listedHidden = listed.length - (items.length - liveShown);

  return {
    items,
    total: (list.data?.pages[0]?.total_data ?? 0) + liveShown - listedHidden,
    loading: list.isPending,
    error: list.error,
    more: { has: list.hasNextPage, loading: list.isFetchingNextPage, load: () => void list.fetchNextPage() },
  };
}
