import type { FastifyInstance } from 'fastify';
import {
  Envelope,
  GENERIC_LIST_LIMIT,
  GeoGroupListQuery,
  GeoGroupPage,
  VehicleInGeoPage,
  VehicleInGeoQuery,
  type GeofenceTypeId,
  type VehicleInGeo,
} from '@armada/domain';
import type { AppContext } from '../../context.js';
import { ok, typed } from '../../http.js';
import { scopeOf } from '../../auth/guard.js';
import { listGeoGroups } from './geo-repository.js';
import { vehiclesInGeofences } from './vehicles-in-geo.js';

/** The whole answer as one page: these calls take no paging parameters in the spec. */
export const onePage = (rows: VehicleInGeo[]) => ({
  data: rows.slice(0, GENERIC_LIST_LIMIT),
  total_data: rows.length,
  page: 1,
  limit: GENERIC_LIST_LIMIT,
});

/** `/api/geo-service/...`: geofence groups with their geofences, and vehicles inside geofences of a type. */
export async function geoRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = typed(base);
  const { db } = ctx.database;

  app.get(
    '/geogroup/list',
    {
      config: { access: 'list_geofence' },
      schema: { querystring: GeoGroupListQuery, response: { 200: Envelope(GeoGroupPage) } },
    },
    async (request) => {
      const { ndata, page } = request.query;
      const { data, total } = await listGeoGroups(db, scopeOf(request), ndata, page);
      return ok({ data, total_data: total, page, limit: ndata });
    },
  );

  app.get(
    '/geodata/getvehicleingeo',
    {
      config: { access: 'list_geofence' },
      schema: { querystring: VehicleInGeoQuery, response: { 200: Envelope(VehicleInGeoPage) } },
    },
    async (request) => {
      const typeId = request.query.type_id as GeofenceTypeId;
      return ok(onePage(await vehiclesInGeofences(db, scopeOf(request), typeId)));
    },
  );
}
