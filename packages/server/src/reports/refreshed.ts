const REFRESH_MS = 60_000;

/**
 * A value read from the database and read again every minute, so a change made on any node reaches
 * every ingest node within a minute (the report thresholds, the geofences).
 */
export function refreshed<T>(load: () => Promise<T>, initial: T) {
  let value = initial;
  let timer: NodeJS.Timeout | null = null;
  async function refresh(): Promise<void> {
    value = await load();
  }
  return {
    async start(): Promise<void> {
      await refresh();
      timer = setInterval(() => void refresh().catch(() => undefined), REFRESH_MS);
      timer.unref();
    },
    stop(): void {
      if (timer) clearInterval(timer);
    },
    refresh,
    current: (): T => value,
  };
}
