import type { LocationRow, MonthlyLocationRow } from '@armada/domain';

/** Geofences a chart names one by one; the rest are added up as one. */
export const TOP_PLACES = 8;

export type PlaceBucket = { name: string; visits: number; seconds: number };

/** Visits and time inside per geofence over every row (each vehicle's added up), the longest time first. */
export function timeByPlace(rows: readonly Pick<LocationRow, 'geofence_name' | 'duration_s'>[]): PlaceBucket[] {
  const byName = new Map<string, PlaceBucket>();
  for (const row of rows) {
    const bucket = byName.get(row.geofence_name) ?? { name: row.geofence_name, visits: 0, seconds: 0 };
    bucket.visits += 1;
    bucket.seconds += row.duration_s;
    byName.set(row.geofence_name, bucket);
  }
  return [...byName.values()].sort((a, b) => b.seconds - a.seconds || a.name.localeCompare(b.name));
}

export type MonthSeries = { months: string[]; places: { name: string; visits: number[] }[] };

/**
 * Visits per month for the geofences visited most (at most TOP_PLACES, the others as `others`), each
 * a series over the months in order: the monthly location report's chart.
 */
export function visitsByMonth(
  rows: readonly Pick<MonthlyLocationRow, 'month' | 'geofence_name' | 'visits'>[],
  others: string,
): MonthSeries {
  const months = [...new Set(rows.map((row) => row.month))].sort();
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.geofence_name, (totals.get(row.geofence_name) ?? 0) + row.visits);
  const ranked = [...totals].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([name]) => name);
  const named = new Set(ranked.slice(0, TOP_PLACES));
  const nameOf = (place: string) => (named.has(place) ? place : others);
  const names = [...ranked.slice(0, TOP_PLACES), ...(ranked.length > TOP_PLACES ? [others] : [])];
  const places = names.map((name) => ({ name, visits: months.map(() => 0) }));
  for (const row of rows) {
    const series = places.find((place) => place.name === nameOf(row.geofence_name));
    const index = months.indexOf(row.month);
    if (series && index >= 0) series.visits[index] = (series.visits[index] ?? 0) + row.visits;
  }
  return { months, places };
}
