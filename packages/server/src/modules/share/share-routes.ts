import type { FastifyInstance } from 'fastify';
import {
  Envelope,
  MESSAGES,
  NoResult,
  ShareCreateBody,
  ShareCreated,
  SharedLocation,
  ShareLinkList,
  ShareListQuery,
  ShareLocationQuery,
  ShareRevokeBody,
} from '@armada/domain';
import type { AppContext } from '../../context.js';
import { AppError, notFound } from '../../errors.js';
import { ok, typed } from '../../http.js';
import { scopeOf, viewerOf } from '../../auth/guard.js';
import { createLink, listLinks, readShared, revokeLink, visibleVehicle } from './share-repository.js';

/** Whoever may follow the vehicle on the live map may share it. */
const MAP = { access: 'view_realtime' } as const;
/** The public call per address and minute: a page polls it every 10 s, a few viewers may share an address. */
const PUBLIC_PER_MINUTE = 60;
const USER_AGENT_MAX = 500;

/** `/api/share/...` (issue 15): shared location links. */
export async function shareRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = typed(base);
  const { db } = ctx.database;

  app.post(
    '/create_link',
    { config: MAP, schema: { body: ShareCreateBody, response: { 200: Envelope(ShareCreated) } } },
    async (request) => {
      const vehicle = await visibleVehicle(db, scopeOf(request), request.body.vehicle_id);
      if (!vehicle) throw notFound();
      return ok(await createLink(db, vehicle, viewerOf(request).user_id, request.body.duration));
    },
  );

  app.get(
    '/list_link',
    { config: MAP, schema: { querystring: ShareListQuery, response: { 200: Envelope(ShareLinkList) } } },
    async (request) => {
      const vehicle = await visibleVehicle(db, scopeOf(request), request.query.vehicle_id);
      if (!vehicle) throw notFound();
      return ok(await listLinks(db, vehicle.id));
    },
  );

  app.post(
    '/revoke_link',
    { config: MAP, schema: { body: ShareRevokeBody, response: { 200: Envelope(NoResult) } } },
    async (request) => {
      if (!(await revokeLink(db, scopeOf(request), request.body.id))) throw notFound();
      return ok(null, MESSAGES.success);
    },
  );

  app.get(
    '/location',
    {
      config: { access: 'public', rateLimit: { max: PUBLIC_PER_MINUTE, timeWindow: 60_000 } },
      schema: { querystring: ShareLocationQuery, response: { 200: Envelope(SharedLocation) } },
    },
    async (request) => {
      const shared = await readShared(db, request.query.token, {
        ip: request.ip,
        userAgent: (request.headers['user-agent'] ?? '').slice(0, USER_AGENT_MAX),
      });
      if (!shared) throw new AppError(404, 'share_link_unavailable');
      return ok(shared);
    },
  );
}
