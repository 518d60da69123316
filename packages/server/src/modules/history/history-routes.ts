import type { FastifyInstance } from 'fastify';
import { Envelope, HistoryQuery, HistoryResult } from '@armada/domain';
import type { AppContext } from '../../context.js';
import { notFound } from '../../errors.js';
import { ok, typed } from '../../http.js';
import { scopeOf } from '../../auth/guard.js';
import { parsePeriod } from './history-period.js';
import { findVisibleVehicle } from './history-repository.js';
import { buildHistory } from './history-result.js';

/** `/api/monitoring-service/history/...`: where a vehicle went, for playback on the map. */
export async function historyRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = typed(base);
  const { db } = ctx.database;

  app.get(
    '/list_history',
    {
      // Whoever may watch a vehicle live may replay where it went.
      config: { access: 'view_realtime' },
      schema: { querystring: HistoryQuery, response: { 200: Envelope(HistoryResult) } },
    },
    async (request) => {
      const period = parsePeriod(request.query.start, request.query.end);
      const vehicle = await findVisibleVehicle(db, scopeOf(request), request.query.imei);
      if (!vehicle) throw notFound();
      return ok(await buildHistory(db, vehicle, period));
    },
  );
}
