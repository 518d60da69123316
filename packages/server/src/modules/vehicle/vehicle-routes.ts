import type { FastifyInstance } from 'fastify';
import { chassisRefusal, ChassisQuery, isChassisNumber } from '@armada/domain';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { ok, typed } from '../../http.js';
import { chassisFacts } from './vehicle-registration.js';

/**
 * `/api/vehicle/vehicle/search_chassis`: what the brand knows of a chassis before it is registered
 * (model, type, euro standard, engine number, year) and whether it may be registered, with the
 * spec's message when not. Chassis search requires a correct chassis number.
 */
export async function vehicleRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = typed(base);
  app.get(
    '/search_chassis',
    { config: { access: 'add_vehicle' }, schema: { querystring: ChassisQuery } },
    async (request) => {
      const chassis = request.query.chassis_number.trim().toUpperCase();
      if (!isChassisNumber(chassis)) throw new AppError(400, 'chassis_invalid');
      const { record, vehicle } = await chassisFacts(ctx.database.db, chassis);
      if (!record) throw new AppError(404, 'chassis_not_found');
      const refusal = chassisRefusal({ inRegistry: true, vehicle: vehicle ?? null });
      return ok({ ...record, registrable: refusal === null, refusal });
    },
  );
}
