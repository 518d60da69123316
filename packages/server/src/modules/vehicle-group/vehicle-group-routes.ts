import type { FastifyInstance } from 'fastify';
import { Envelope, VehicleGroupListQuery, VehicleGroupPage } from '@armada/domain';
import type { AppContext } from '../../context.js';
import { ok, typed } from '../../http.js';
import { scopeOf } from '../../auth/guard.js';
import { listVehicleGroups } from './vehicle-group-repository.js';

/** `/api/vehicle/vehicle_group/...`: the vehicle groups of the organisations the caller sees. */
export async function vehicleGroupRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = typed(base);
  const { db } = ctx.database;

  app.get(
    '/list_vehicle_group',
    {
      config: { access: 'list_vehicle_group' },
      schema: { querystring: VehicleGroupListQuery, response: { 200: Envelope(VehicleGroupPage) } },
    },
    async (request) => {
      const { count_perpage, page, search, user_id } = request.query;
      const paging = { limit: count_perpage, page };
      const { rows, total } = await listVehicleGroups(db, scopeOf(request), { search, userId: user_id }, paging);
      return ok({ data: rows, total_data: total, page, limit: count_perpage });
    },
  );
}
