import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AlertMuteImei, AlertMuteListQuery, AlertMutePage, AlertMuteState, Envelope } from '@armada/domain';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { ok, typed } from '../../http.js';
import { scopeOf, viewerOf } from '../../auth/guard.js';
import { addAlertMute, deleteAlertMute, isVisibleImei, listAlertMutes } from './alert-mute-repository.js';

/** A vehicle outside the caller's scope is refused as if it did not exist. */
async function visibleImei(db: Db, request: FastifyRequest, imei: string): Promise<string> {
  if (!(await isVisibleImei(db, scopeOf(request), imei))) throw notFound();
  return imei;
}

/** `/api/monitoring-service/alert_mute/...`: vehicles whose alert notifications the caller muted. */
export async function alertMuteRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = typed(base);
  const { db } = ctx.database;

  app.get(
    '/list_alert_mute',
    {
      config: { access: 'view_realtime' },
      schema: { querystring: AlertMuteListQuery, response: { 200: Envelope(AlertMutePage) } },
    },
    async (request) => {
      const { page, limit } = request.query;
      const found = await listAlertMutes(db, viewerOf(request).user_id, scopeOf(request), { page, limit });
      return ok({ data: found.rows, total_data: found.total, page, limit });
    },
  );

  app.post(
    '/add_alert_mute',
    {
      config: { access: 'view_realtime' },
      schema: { body: AlertMuteImei, response: { 200: Envelope(AlertMuteState) } },
    },
    async (request) => {
      const imei = await visibleImei(db, request, request.body.imei);
      await addAlertMute(db, viewerOf(request).user_id, imei);
      return ok({ imei, muted: true });
    },
  );

  app.delete(
    '/delete_alert_mute',
    {
      config: { access: 'view_realtime' },
      schema: { querystring: AlertMuteImei, response: { 200: Envelope(AlertMuteState) } },
    },
    async (request) => {
      const imei = await visibleImei(db, request, request.query.imei);
      await deleteAlertMute(db, viewerOf(request).user_id, imei);
      return ok({ imei, muted: false });
    },
  );
}
