import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  Envelope,
  NOTIFICATION_FILTERS,
  NotificationListQuery,
  NotificationPage,
  NotificationReadAllAnswer,
  NotificationReadAllBody,
  NotificationReadAnswer,
  NotificationReadBody,
  parseNotificationTypes,
  UnreadCount,
} from '@armada/domain';
import type { AppContext } from '../../context.js';
import { badRequest, notFound } from '../../errors.js';
import { ok, typed } from '../../http.js';
import { scopeOf, viewerOf } from '../../auth/guard.js';
import { listNotifications, type NotificationViewer } from './notification-repository.js';
import { countUnread, markAllRead, markRead } from './notification-read-repository.js';

const access = 'list_notification';
const viewerFor = (request: FastifyRequest): NotificationViewer => ({
  scope: scopeOf(request),
  userId: viewerOf(request).user_id,
});

/** `/api/notification/notification/...`: the caller's notifications (info, activity, promo) and what they have read. */
export async function notificationRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = typed(base);
  const { db } = ctx.database;

  app.get(
    '/list_notification',
    {
      config: { access },
      schema: { querystring: NotificationListQuery, response: { 200: Envelope(NotificationPage) } },
    },
    async (request) => {
      const { type, ...query } = request.query;
      const { types, unknown } = parseNotificationTypes(type);
      if (unknown.length > 0)
        throw badRequest('bad_request', { errors: [{ field: 'type', message: unknown.join(',') }] });
      return ok(await listNotifications(db, viewerFor(request), { ...query, types }));
    },
  );

  app.get(
    '/count_unread_notification',
    { config: { access }, schema: { response: { 200: Envelope(UnreadCount) } } },
    async (request) => ok(await countUnread(db, viewerFor(request))),
  );

  app.post(
    '/read_notification',
    { config: { access }, schema: { body: NotificationReadBody, response: { 200: Envelope(NotificationReadAnswer) } } },
    async (request) => {
      if (!(await markRead(db, viewerFor(request), request.body.id))) throw notFound();
      return ok({ id: request.body.id, read: true });
    },
  );

  app.post(
    '/read_all_notification',
    {
      config: { access },
      schema: { body: NotificationReadAllBody, response: { 200: Envelope(NotificationReadAllAnswer) } },
    },
    async (request) => {
      const filters = request.body.filter ? [request.body.filter] : [...NOTIFICATION_FILTERS];
      const upTo = await markAllRead(db, viewerOf(request).user_id, filters);
      return ok({ filters, read_up_to: upTo });
    },
  );
}
