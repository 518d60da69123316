/**
 * Whether to log an occurrence of `key` now: the first in each interval, so a flood of refused
 * connections writes one line a minute per source, saying how many were left out meanwhile.
 */
export function createLogThrottle(intervalMs = 60_000, maxKeys = 10_000) {
  const seen = new Map<string, { until: number; skipped: number }>();
  return (key: string): { log: boolean; skipped: number } => {
    const now = Date.now();
    const held = seen.get(key);
    if (held && held.until > now) {
      held.skipped += 1;
      return { log: false, skipped: 0 };
    }
    // Keys are source addresses or IMEIs a client chooses: keep the map bounded.
    if (seen.size >= maxKeys) seen.clear();
    seen.set(key, { until: now + intervalMs, skipped: 0 });
    return { log: true, skipped: held?.skipped ?? 0 };
  };
}

export type LogThrottle = ReturnType<typeof createLogThrottle>;
