import type { FastifyInstance } from 'fastify';
import { Envelope, MonitoringListQuery, MonitoringPage } from '@armada/domain';
import type { AppContext } from '../../context.js';
import { ok, typed } from '../../http.js';
import { scopeOf } from '../../auth/guard.js';
import { addressService } from '../geocode/address-service.js';
import { listMonitoringVehicles } from './monitoring-service.js';

/** `/api/monitoringservice/vehicle/...`: the monitoring map's vehicles (everyone but euro4 users). */
export async function monitoringRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = typed(base);
  const { db } = ctx.database;

  app.get(
    '/list',
    {
      config: { access: 'view_realtime' },
      schema: { querystring: MonitoringListQuery, response: { 200: Envelope(MonitoringPage) } },
    },
    async (request) => {
      const { ndata, page } = request.query;
      const paging = { limit: ndata, page };
      return ok(await listMonitoringVehicles(db, scopeOf(request), { sort: 'imei' }, paging, addressService.cached));
    },
  );
}
