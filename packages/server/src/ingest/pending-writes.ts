/**
 * Writes started and not awaited (alerts written after an ingest event): `settled` waits for those
 * still running, for tests and shutdown.
 */
export function createPendingWrites() {
  const writing = new Set<Promise<void>>();
  return {
    add(write: Promise<void>): void {
      const tracked = write.finally(() => writing.delete(tracked));
      writing.add(tracked);
    },
    async settled(): Promise<void> {
      await Promise.all([...writing]);
    },
  };
}
