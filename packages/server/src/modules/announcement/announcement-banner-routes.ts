import type { FastifyInstance } from 'fastify';
import { and, desc, eq, notExists, sql } from 'drizzle-orm';
import { AnnouncementBanners, AnnouncementDismissBody, Envelope, IdResult } from '@armada/domain';
import type { AppContext } from '../../context.js';
import { viewerOf } from '../../auth/guard.js';
import { notFound } from '../../errors.js';
import { ok, typed } from '../../http.js';
import { announcementDismissals, announcements } from './announcement-tables.js';
import { liveNow, shownTo } from './announcement-audience.js';

/** At most this many banners are answered at once (the newest). */
const BANNERS = 5;

/**
 * `/api/notification/announcement/...` besides the generic calls: the banners of the app layout. Any
 * signed-in user reads the live announcements of its own audience it has not dismissed, and dismisses
 * one (remembered on the server, so on every device). The banner needs no permission: its audience is
 * the author's choice.
 */
export async function announcementBannerRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = typed(base);
  const { db } = ctx.database;

  app.get(
    '/current_announcement',
    { config: { access: 'signed-in' }, schema: { response: { 200: Envelope(AnnouncementBanners) } } },
    async (request) => {
      const viewer = viewerOf(request);
      const dismissed = db
        .select({ one: sql`1` })
        .from(announcementDismissals)
        .where(
          and(
            eq(announcementDismissals.announcement_id, announcements.id),
            eq(announcementDismissals.user_id, viewer.user_id),
          ),
        );
      const rows = await db
        .select({
          id: announcements.id,
          title: announcements.title,
          body: announcements.body,
          promo: announcements.promo,
          publish_at: announcements.publish_at,
          end_at: announcements.end_at,
        })
        .from(announcements)
        .where(and(liveNow(), shownTo(viewer), notExists(dismissed)))
        .orderBy(desc(announcements.publish_at), desc(announcements.id))
        .limit(BANNERS);
      return ok(
        rows.map((row) => ({
          ...row,
          publish_at: row.publish_at.toISOString(),
          end_at: row.end_at?.toISOString() ?? null,
        })),
      );
    },
  );

  app.post(
    '/dismiss_announcement',
    {
      config: { access: 'signed-in' },
      schema: { body: AnnouncementDismissBody, response: { 200: Envelope(IdResult) } },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const { id } = request.body;
      const [shown] = await db
        .select({ id: announcements.id })
        .from(announcements)
        .where(and(eq(announcements.id, id), shownTo(viewer)));
      if (!shown) throw notFound();
      await db
        .insert(announcementDismissals)
        .values({ user_id: viewer.user_id, announcement_id: id })
        .onConflictDoNothing();
      return ok({ id });
    },
  );
}
