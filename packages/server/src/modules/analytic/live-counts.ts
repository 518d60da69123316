import type { Db } from '../../db/client.js';
import { countPart, monthAt, type CountPart, type RatioCount } from './ratio-counts.js';

type Held = { month: string; until: number; counts: Promise<RatioCount[]> };

/**
 * The month in progress, counted for every dealer at once and kept `ttlMs` (the dashboard asks for
 * five ratios, and every dealer's screen for the same counts): live to within that time. 0 counts
 * at every call.
 */
export function createLiveCounts(db: Db, zone: string, ttlMs: number) {
  const held = new Map<CountPart, Held>();
  return (part: CountPart, now: number): Promise<RatioCount[]> => {
    const month = monthAt(now, zone);
    const hit = held.get(part);
    if (hit && hit.month === month.first && now < hit.until) return hit.counts;
    const counts = countPart(db, part, month, zone, now);
    held.set(part, { month: month.first, until: now + ttlMs, counts });
    counts.catch(() => held.delete(part));
    return counts;
  };
}
