import { and, eq, inArray, isNull, lte, or, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notifications, users } from '../../db/schema.js';
import type { Bus } from '../../live/bus.js';
import { pushToUser } from '../../live/notification-push.js';
import { announcements } from './announcement-tables.js';
import { inAudience } from './announcement-audience.js';

type Publisher = { db: Db; bus: Bus };
const ROWS_PER_INSERT = 500;

/** The link of an announcement's notification: the list, opened on it. */
export const announcementLink = (id: number) => `/announcement?id=${id}`;

/**
 * Claims one announcement whose publish time has come (not ended, not yet told), and in the same
 * transaction writes an info (or promo) notification for every active user of its audience. The
 * claim (`notified_at`) and the notifications commit together, and the row lock makes a second run,
 * on this node or another, skip it: each user is told once. Answers the rows written, or null when
 * nothing was due.
 */
async function publishOne(db: Db, now: Date) {
  return db.transaction(async (tx) => {
    const due = tx
      .select({ id: announcements.id })
      .from(announcements)
      .where(
        and(
          isNull(announcements.notified_at),
          lte(announcements.publish_at, now),
          or(isNull(announcements.end_at), gt(announcements.end_at, now)),
        ),
      )
      .orderBy(announcements.publish_at, announcements.id)
      .limit(1)
      .for('update', { skipLocked: true });
    const [claimed] = await tx
      .update(announcements)
      .set({ notified_at: now })
      .where(and(inArray(announcements.id, due), isNull(announcements.notified_at)))
      .returning();
    if (!claimed) return null;
    const audience = await tx
      .select({ id: users.id })
      .from(users)
      .innerJoin(announcements, eq(announcements.id, claimed.id))
      .where(
        and(
          eq(users.isactive, 1),
          inAudience({ orgId: sql`${users.organization_id}`, realmId: sql`${users.realm_id}` }),
        ),
      );
    const promo = claimed.promo;
    const written = [];
    for (let i = 0; i < audience.length; i += ROWS_PER_INSERT) {
      const rows = await tx
        .insert(notifications)
        .values(
          audience.slice(i, i + ROWS_PER_INSERT).map((user) => ({
            user_id: user.id,
            filter: promo ? ('promo' as const) : ('info' as const),
            type: promo ? 'promo' : 'info',
            type_name: promo ? 'Promo' : 'Information',
            text: claimed.title,
            link: announcementLink(claimed.id),
            data: { announcement_id: claimed.id, body: claimed.body.slice(0, 300) },
          })),
        )
        .returning();
      written.push(...rows);
    }
    return written;
  });
}

/**
 * Tells the audiences of every announcement now due, each once, and pushes each notification to its
 * user's open sockets (the bell updates without a reload). Answers how many notifications were written.
 */
export async function publishDueAnnouncements({ db, bus }: Publisher, now: Date = new Date()): Promise<number> {
  let total = 0;
  for (;;) {
    const written = await publishOne(db, now);
    if (written === null) return total;
    written.forEach((row) => pushToUser(bus, row));
    total += written.length;
  }
}
