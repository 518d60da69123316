import type { FastifyInstance } from 'fastify';
import { Envelope, MonitoringPage, ProductionMonitoringQuery } from '@armada/domain';
import type { AppContext } from '../../context.js';
import { ok, typed } from '../../http.js';
import { scopeOf } from '../../auth/guard.js';
import { addressService } from '../geocode/address-service.js';
import { readerLanguageOf } from '../../reader-language.js';
import { listMonitoringVehicles } from './monitoring-service.js';

/** `/api/vehicle/production_monitoring/...`: the euro4 users' monitoring list, searchable and filtered. */
export async function productionMonitoringRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = typed(base);
  const { db } = ctx.database;

  app.get(
    '/list_production_monitoring',
    {
      config: { access: 'view_realtime' },
      schema: { querystring: ProductionMonitoringQuery, response: { 200: Envelope(MonitoringPage) } },
    },
    async (request) => {
      const { count_perpage, page, search, sort, type } = request.query;
      const filter = { euro4Only: true, search, sort, type };
      const paging = { limit: count_perpage, page };
      const language = readerLanguageOf(request);
      await addressService.ready();
      const locate = (lat: number, lng: number) => addressService.locate(lat, lng, language);
      return ok(await listMonitoringVehicles(db, scopeOf(request), filter, paging, locate));
    },
  );
}
