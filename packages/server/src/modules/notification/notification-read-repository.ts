import { and, count, eq, gt, inArray, lte, max, sql } from 'drizzle-orm';
import { NOTIFICATION_FILTERS, UNREAD_COUNT_CAP, type NotificationFilter, type UnreadCount } from '@armada/domain';
import type { Db } from '../../db/client.js';
import { notifications } from '../../db/schema.js';
import { visibleNotifications, type NotificationViewer } from './notification-repository.js';
import { readMarksOf } from './notification-read-marks.js';
import { notificationReadMarks, notificationReads } from './notification-tables.js';

const notOpened = (userId: number) =>
  sql`NOT EXISTS (SELECT 1 FROM ${notificationReads} WHERE ${notificationReads.user_id} = ${userId}
    AND ${notificationReads.notification_id} = ${notifications.id})`;

/** Unread notifications of one tab, counted up to the cap: a bounded index walk, whatever the history. */
async function unreadIn(db: Db, viewer: NotificationViewer, filter: NotificationFilter, mark: number) {
  const unread = db
    .select({ one: sql`1` })
    .from(notifications)
    .where(
      and(
        eq(notifications.filter, filter),
        gt(notifications.id, mark),
        visibleNotifications(viewer),
        notOpened(viewer.userId),
      ),
    )
    .limit(UNREAD_COUNT_CAP)
    .as('unread');
  const rows = await db.select({ n: count() }).from(unread);
  return Number(rows[0]?.n ?? 0);
}

/** The caller's unread notifications per tab (each at most UNREAD_COUNT_CAP) and their sum. */
export async function countUnread(db: Db, viewer: NotificationViewer): Promise<UnreadCount> {
  const marks = await readMarksOf(db, viewer.userId);
  const [info, activity, promo] = await Promise.all(
    NOTIFICATION_FILTERS.map((filter) => unreadIn(db, viewer, filter, marks[filter])),
  );
  const counts = { info: info ?? 0, activity: activity ?? 0, promo: promo ?? 0 };
  return { ...counts, total: counts.info + counts.activity + counts.promo };
}

/** Marks one notification the caller may see as read; false when they may not see it (or it does not exist). */
export async function markRead(db: Db, viewer: NotificationViewer, id: number): Promise<boolean> {
  const found = await db
    .select({ id: notifications.id, filter: notifications.filter })
    .from(notifications)
    .where(and(eq(notifications.id, id), visibleNotifications(viewer)))
    .limit(1);
  const row = found[0];
  if (!row) return false;
  const marks = await readMarksOf(db, viewer.userId);
  if (row.id > marks[row.filter]) {
    await db
      .insert(notificationReads)
      .values({ user_id: viewer.userId, notification_id: row.id })
      .onConflictDoNothing();
  }
  return true;
}

/**
 * Marks every notification of these tabs read, up to the newest one written so far: one mark per tab
 * (never moved back), and the single reads it now covers are dropped.
 */
export async function markAllRead(db: Db, userId: number, filters: readonly NotificationFilter[]): Promise<number> {
  const newest = await db.select({ id: max(notifications.id) }).from(notifications);
  const upTo = Number(newest[0]?.id ?? 0);
  await db
    .insert(notificationReadMarks)
    .values(filters.map((filter) => ({ user_id: userId, filter, read_up_to: upTo })))
    .onConflictDoUpdate({
      target: [notificationReadMarks.user_id, notificationReadMarks.filter],
      set: {
        read_up_to: sql`greatest(${notificationReadMarks.read_up_to}, excluded.read_up_to)`,
        updated_at: sql`now()`,
      },
    });
  const covered = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(inArray(notifications.filter, [...filters]), lte(notifications.id, upTo)));
  await db
    .delete(notificationReads)
    .where(
      and(
        eq(notificationReads.user_id, userId),
        lte(notificationReads.notification_id, upTo),
        inArray(notificationReads.notification_id, covered),
      ),
    );
  return upTo;
}
