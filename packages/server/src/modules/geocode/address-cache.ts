/** A least-recently-used map: reading an entry makes it the newest; the oldest goes when full. */
export function createLru<V>(capacity: number) {
  const entries = new Map<string, V>();
  return {
    get(key: string): V | undefined {
      const value = entries.get(key);
      if (value !== undefined) {
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    /** Reads without refreshing: for callers that only look (the monitoring list). */
    peek: (key: string): V | undefined => entries.get(key),
    set(key: string, value: V): void {
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > capacity) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
    },
    get size() {
      return entries.size;
    },
  };
}

/** ~100 m (0.001°) at street zooms (14 and up), doubling per zoom level below, at most 1°. */
export function cellDegrees(zoom: number): number {
  return Math.min(1, 0.001 * 2 ** Math.max(0, 14 - zoom));
}

/** The cache key of a point: its zoom and the point rounded to that zoom's cell. */
export function addressKey(lat: number, lon: number, zoom: number): string {
  const step = cellDegrees(zoom);
  return `${zoom}:${Math.round(lat / step)}:${Math.round(lon / step)}`;
}
