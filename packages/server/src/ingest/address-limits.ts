/** Open connections per source address, over every listener; `max` 0 counts without limiting. */
export function createConnectionCounter(max: number) {
  const open = new Map<string, number>();
  return {
    /** Counts a new connection, or answers false when the address already has its share. */
    admit(address: string): boolean {
      const count = open.get(address) ?? 0;
      if (max > 0 && count >= max) return false;
      open.set(address, count + 1);
      return true;
    },
    release(address: string): void {
      const count = (open.get(address) ?? 0) - 1;
      if (count > 0) open.set(address, count);
      else open.delete(address);
    },
  };
}

const MAX_TRACKED_ADDRESSES = 10_000;

/**
 * How many unknown IMEIs each source address has had listed in the current window. Listing a new
 * one past the budget is refused (the device is still turned away, just not written down), so one
 * client cannot fill unknown_devices; an IMEI already listed from there may be counted again.
 */
export function createUnknownBudget(perAddress: number, windowMs: number) {
  const windows = new Map<string, { until: number; imeis: Set<string> }>();

  function forget(now: number): void {
    for (const [address, window] of windows) if (window.until <= now) windows.delete(address);
    // Still full of live windows: the oldest go, a budget reset rather than unbounded memory.
    for (const address of windows.keys()) {
      if (windows.size < MAX_TRACKED_ADDRESSES) break;
      windows.delete(address);
    }
  }

  return {
    mayList(address: string, imei: string): boolean {
      const now = Date.now();
      let window = windows.get(address);
      if (!window || window.until <= now) {
        if (windows.size >= MAX_TRACKED_ADDRESSES) forget(now);
        window = { until: now + windowMs, imeis: new Set() };
        windows.set(address, window);
      }
      if (window.imeis.has(imei)) return true;
      if (window.imeis.size >= perAddress) return false;
      window.imeis.add(imei);
      return true;
    },
  };
}
