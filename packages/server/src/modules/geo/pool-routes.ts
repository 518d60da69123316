import type { FastifyInstance } from 'fastify';
import { Envelope, POOL_TYPE_ID, VehicleInGeoPage } from '@armada/domain';
import type { AppContext } from '../../context.js';
import { ok, typed } from '../../http.js';
import { scopeOf } from '../../auth/guard.js';
import { onePage } from './geo-routes.js';
import { vehiclesInGeofences } from './vehicles-in-geo.js';

/** `/api/geoservice/geofunction/...` (the spec's other spelling): vehicles standing in a pool (depot). */
export async function poolRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = typed(base);
  const { db } = ctx.database;

  app.get(
    '/listvehicleinpool',
    { config: { access: 'vehicle_in_pool' }, schema: { response: { 200: Envelope(VehicleInGeoPage) } } },
    async (request) => ok(onePage(await vehiclesInGeofences(db, scopeOf(request), POOL_TYPE_ID))),
  );
}
