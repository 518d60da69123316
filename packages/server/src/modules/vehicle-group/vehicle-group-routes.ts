import type { FastifyInstance } from 'fastify';
import {
  Envelope,
  IdResult,
  ResourceIdQuery,
  VehicleGroupAddBody,
  VehicleGroupDetail,
  VehicleGroupEditBody,
  VehicleGroupListQuery,
  VehicleGroupPage,
} from '@armada/domain';
import type { AppContext } from '../../context.js';
import { notFound } from '../../errors.js';
import { ok, typed } from '../../http.js';
import { scopeOf, viewerOf } from '../../auth/guard.js';
import { listVehicleGroups, viewVehicleGroup } from './vehicle-group-repository.js';
import { addVehicleGroup, deleteVehicleGroup, editVehicleGroup } from './vehicle-group-writes.js';

const access = 'list_vehicle_group';

/**
 * `/api/vehicle/vehicle_group/...`: the vehicle groups of the organisations the caller sees. Besides
 * the spec's list, add/edit/view/delete take the generic resource API's shapes (form bodies, `id`).
 */
export async function vehicleGroupRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = typed(base);
  const { db } = ctx.database;
  const writer = (request: Parameters<typeof viewerOf>[0]) => ({
    db,
    viewer: viewerOf(request),
    scope: scopeOf(request),
  });

  app.get(
    '/list_vehicle_group',
    {
      config: { access },
      schema: { querystring: VehicleGroupListQuery, response: { 200: Envelope(VehicleGroupPage) } },
    },
    async (request) => {
      const { count_perpage, page, search, user_id } = request.query;
      const paging = { limit: count_perpage, page };
      const { rows, total } = await listVehicleGroups(db, scopeOf(request), { search, userId: user_id }, paging);
      return ok({ data: rows, total_data: total, page, limit: count_perpage });
    },
  );

  app.get(
    '/view_vehicle_group',
    { config: { access }, schema: { querystring: ResourceIdQuery, response: { 200: Envelope(VehicleGroupDetail) } } },
    async (request) => {
      const group = await viewVehicleGroup(db, scopeOf(request), request.query.id);
      if (!group) throw notFound();
      return ok(group);
    },
  );

  const written = { 200: Envelope(IdResult) };

  app.post(
    '/add_vehicle_group',
    { config: { access }, schema: { body: VehicleGroupAddBody, response: written } },
    async (request) => ok({ id: await addVehicleGroup(writer(request), request.body) }),
  );

  app.put(
    '/edit_vehicle_group',
    { config: { access }, schema: { body: VehicleGroupEditBody, response: written } },
    async (request) => {
      await editVehicleGroup(writer(request), request.body);
      return ok({ id: request.body.id });
    },
  );

  app.delete(
    '/delete_vehicle_group',
    { config: { access }, schema: { querystring: ResourceIdQuery, response: written } },
    async (request) => {
      await deleteVehicleGroup(writer(request), request.query.id);
      return ok({ id: request.query.id });
    },
  );
}
