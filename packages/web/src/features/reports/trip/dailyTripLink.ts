import type { DailyTripRow } from '@armada/domain';

export const DAILY_TRIP_SUMMARY_PATH = '/reports/daily-trip-summary';
export const DAILY_TRIP_DETAIL_PATH = '/reports/daily-trip-summary/detail';

/** The drill-down of a summary row: the trip report's address bar for that vehicle on that day. */
export function dailyTripDetailLink(row: Pick<DailyTripRow, 'imei' | 'day'>): string {
  const params = new URLSearchParams({ imei: row.imei, from: row.day, to: row.day });
  return `${DAILY_TRIP_DETAIL_PATH}?${params.toString()}`;
}

/** Where the detail's back link leads: the summary as it was (its address bar's query), or its empty form. */
export function dailyTripBackLink(state: unknown): string {
  const search = typeof state === 'object' && state !== null && 'search' in state ? state.search : undefined;
  return typeof search === 'string' && search.startsWith('?')
    ? `${DAILY_TRIP_SUMMARY_PATH}${search}`
    : DAILY_TRIP_SUMMARY_PATH;
}
