import { and, eq, inArray } from 'drizzle-orm';
import type { NotificationFilter } from '@armada/domain';
import type { Db } from '../../db/client.js';
import { notificationReadMarks, notificationReads } from './notification-tables.js';

export type ReadMarks = Readonly<Record<NotificationFilter, number>>;

/** Per tab, the id up to which the user has read everything (0 where they never marked the tab). */
export async function readMarksOf(db: Db, userId: number): Promise<ReadMarks> {
  const rows = await db
    .select({ filter: notificationReadMarks.filter, upTo: notificationReadMarks.read_up_to })
    .from(notificationReadMarks)
    .where(eq(notificationReadMarks.user_id, userId));
  const marks: Record<NotificationFilter, number> = { info: 0, activity: 0, promo: 0 };
  for (const row of rows) marks[row.filter] = row.upTo;
  return marks;
}

/** Which of these notifications (a listed page) the user has read: under the tab's mark, or opened. */
export async function readIdsAmong(
  db: Db,
  userId: number,
  rows: readonly { id: number; filter: NotificationFilter }[],
): Promise<Set<number>> {
  if (rows.length === 0) return new Set();
  const marks = await readMarksOf(db, userId);
  const above = rows.filter((row) => row.id > marks[row.filter]).map((row) => row.id);
  const opened =
    above.length === 0
      ? []
      : await db
          .select({ id: notificationReads.notification_id })
          .from(notificationReads)
          .where(and(eq(notificationReads.user_id, userId), inArray(notificationReads.notification_id, above)));
  const openedIds = new Set(opened.map((row) => row.id));
  return new Set(rows.filter((row) => row.id <= marks[row.filter] || openedIds.has(row.id)).map((row) => row.id));
}
