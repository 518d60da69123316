import type { Database } from '../db/client.js';

/** Name and bounds of the monthly positions partition holding `at` (UTC). */
export function monthPartition(at: Date): { name: string; from: string; to: string } {
  const year = at.getUTCFullYear();
  const month = at.getUTCMonth();
  const from = new Date(Date.UTC(year, month, 1));
  const to = new Date(Date.UTC(year, month + 1, 1));
  const name = `positions_y${year}m${String(month + 1).padStart(2, '0')}`;
  return { name, from: from.toISOString(), to: to.toISOString() };
}

/**
 * Creates the monthly partitions from `monthsBack` before to `monthsAhead` after now. A month whose
 * rows already sit in the default partition is left there (logged by the caller), never lost.
 */
export async function ensurePartitions(
  database: Database,
  now = new Date(),
  monthsBack = 1,
  monthsAhead = 2,
): Promise<string[]> {
  const failed: string[] = [];
  for (let offset = -monthsBack; offset <= monthsAhead; offset += 1) {
    const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 15));
    const { name, from, to } = monthPartition(at);
    try {
      await database.exec(
        `CREATE TABLE IF NOT EXISTS ${name} PARTITION OF positions FOR VALUES FROM ('${from}') TO ('${to}')`,
      );
    } catch {
      failed.push(name);
    }
  }
  return failed;
}
