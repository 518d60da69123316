import type { DailySummaryRow } from '@armada/domain';

/** What the summary charts add up from a daily or monthly row. */
export type SummaryFigures = Pick<DailySummaryRow, 'distance_km' | 'moving_s' | 'idle_s'>;

export type SummaryBucket = SummaryFigures & { key: string };

/** The rows' figures added up per key (a day, a month), in key order: the fleet's total per day. */
export function sumByKey<T extends SummaryFigures>(rows: readonly T[], keyOf: (row: T) => string): SummaryBucket[] {
  const buckets = new Map<string, SummaryBucket>();
  for (const row of rows) {
    const key = keyOf(row);
    const bucket = buckets.get(key) ?? { key, distance_km: 0, moving_s: 0, idle_s: 0 };
    bucket.distance_km += row.distance_km;
    bucket.moving_s += row.moving_s;
    bucket.idle_s += row.idle_s;
    buckets.set(key, bucket);
  }
  return [...buckets.values()].sort((a, b) => a.key.localeCompare(b.key));
}
