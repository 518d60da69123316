import type { Db } from '../../db/client.js';
import { analyticClosedMonths, analyticEuro4Months, analyticMonths } from './analytic-tables.js';
import { countMonth, countPart, monthAt, monthBounds, shiftMonth } from './ratio-counts.js';

const ROWS_PER_INSERT = 2_000;

/**
 * Stores the counts of the month before the one in progress, once: the first process to mark it
 * closed writes its rows in the same transaction, and later edits of the fleet leave them as they
 * were. Counted as things stand when it runs (within the hour after the month ends). Answers
 * whether this call closed it.
 */
export async function closePreviousMonth(db: Db, zone: string, now: number): Promise<boolean> {
  const month = monthBounds(shiftMonth(monthAt(now, zone).first, -1), zone);
  return db.transaction(async (tx) => {
    const marked = await tx
      .insert(analyticClosedMonths)
      .values({ month: month.first })
      .onConflictDoNothing()
      .returning({ month: analyticClosedMonths.month });
    if (marked.length === 0) return false;
    const counts = await countMonth(tx, month, zone, month.end);
    const rows = counts.map((count) => ({ ...count, month: month.first }));
    for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
      await tx.insert(analyticMonths).values(rows.slice(i, i + ROWS_PER_INSERT));
    }
    // The Euro 4 dashboard's vehicle ratios; rows already stored for the month (the demo's) stay.
    const euro4 = await countPart(tx, 'vehicles', month, zone, month.end, 'euro4');
    const euro4Rows = euro4.map((count) => ({ ...count, month: month.first }));
    for (let i = 0; i < euro4Rows.length; i += ROWS_PER_INSERT) {
      await tx
        .insert(analyticEuro4Months)
        .values(euro4Rows.slice(i, i + ROWS_PER_INSERT))
        .onConflictDoNothing();
    }
    return true;
  });
}

const HOUR_MS = 3_600_000;

/** Closes the last month at start and then every hour; `stop` ends it. Failures are logged, not thrown. */
export function startMonthCloser(db: Db, zone: string, onError: (err: unknown) => void) {
  const run = () => void closePreviousMonth(db, zone, Date.now()).catch(onError);
  run();
  const timer = setInterval(run, HOUR_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
