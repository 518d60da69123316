import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client.js';

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

/** Our monthly partitions' names (monthPartition); any other table is never dropped. */
const MONTH_PARTITION = /^positions_y(\d{4})m(0[1-9]|1[0-2])$/;

/** A monthly partition of `positions` that exists, with the first instant of its month (UTC). */
export type MonthPartition = { name: string; from: Date };

/**
 * The monthly partitions attached to `positions` whose name is ours, oldest first; the default
 * partition and any table named otherwise are left out.
 */
export async function monthPartitions(database: Database): Promise<MonthPartition[]> {
  const rows = await queryRows<{ name: string }>(
    database.db,
    sql`SELECT child.relname AS name FROM pg_inherits
        JOIN pg_class child ON child.oid = pg_inherits.inhrelid
        WHERE pg_inherits.inhparent = 'positions'::regclass`,
  );
  const found: MonthPartition[] = [];
  for (const { name } of rows) {
    const match = MONTH_PARTITION.exec(name);
    if (match) found.push({ name, from: new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)) });
  }
  return found.sort((a, b) => a.from.getTime() - b.from.getTime());
}

/**
 * The first moment whose positions POSITIONS_RETENTION_MONTHS keeps (epoch ms): the start of the month
 * `keepMonths` before the month of `now`; null when everything is kept.
 */
export function retainedFrom(now: Date, keepMonths: number): number | null {
  if (!Number.isInteger(keepMonths) || keepMonths <= 0) return null;
  const from = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - keepMonths, 1);
  return Number.isFinite(from) ? from : null;
}

/** How long the detach may wait for readers before this run gives up (the next day's run tries again). */
const DETACH_LOCK_TIMEOUT = '10s';

/**
 * Retention (POSITIONS_RETENTION_MONTHS): drops each monthly partition whose month ended more than
 * `keepMonths` months before the month of `now`, keeping the current month and the `keepMonths`
 * before it; 0 keeps everything. Each is detached in a short transaction, then dropped, so readers
 * of `positions` wait only for the detach. (DETACH ... CONCURRENTLY is refused while a default
 * partition exists.) Returns the tables dropped, oldest first; a partition that could not be
 * detached or dropped is in `failed`, and tried again on the next run when still attached
 * (`failed` is ['positions'] when the partitions could not be listed). The default partition's
 * rows older than what is kept (a tracker's clock far behind) are deleted too: `purged` counts them.
 * Never throws: the daily job runs it unawaited.
 */
export async function dropExpiredPartitions(
  database: Database,
  now: Date,
  keepMonths: number,
): Promise<{ dropped: string[]; failed: string[]; purged: number }> {
  const dropped: string[] = [];
  const failed: string[] = [];
  const keepFrom = retainedFrom(now, keepMonths);
  if (keepFrom === null) return { dropped, failed, purged: 0 };
  let partitions: MonthPartition[];
  try {
    partitions = await monthPartitions(database);
  } catch {
    return { dropped, failed: ['positions'], purged: 0 };
  }
  for (const { name, from } of partitions) {
    if (from.getTime() >= keepFrom) continue;
    try {
      await database.bulk(async (session) => {
        await session.query(`SET LOCAL lock_timeout = '${DETACH_LOCK_TIMEOUT}'`);
        await session.query(`ALTER TABLE positions DETACH PARTITION ${name}`);
      });
      await database.exec(`DROP TABLE ${name}`);
      dropped.push(name);
    } catch {
      failed.push(name);
    }
  }
  let purged = 0;
  try {
    purged = await purgeDefaultPartition(database, keepFrom);
  } catch {
    failed.push('positions_default');
  }
  return { dropped, failed, purged };
}

/** Deletes the default partition's rows from before `keepFrom` (epoch ms); answers how many. */
async function purgeDefaultPartition(database: Database, keepFrom: number): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    database.db,
    sql`WITH gone AS (DELETE FROM positions_default WHERE time < ${new Date(keepFrom).toISOString()}::timestamptz RETURNING 1)
        SELECT count(*)::int AS n FROM gone`,
  );
  return rows[0]?.n ?? 0;
}
