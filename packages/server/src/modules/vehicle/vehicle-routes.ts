import type { FastifyInstance } from 'fastify';
import { chassisRefusal, ChassisQuery, ChassisSearchResult, Envelope, isChassisNumber } from '@armada/domain';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { ok, typed } from '../../http.js';
import { scopeOf } from '../../auth/guard.js';
import { chassisFacts, vehicleInReach } from './vehicle-registration.js';

/**
 * `/api/vehicle/vehicle/search_chassis`: what the brand knows of a chassis before it is registered
 * (model, type, euro standard, engine number, year) and whether it may be registered, with the
 * spec's message when not. Chassis search requires a correct chassis number. Of a chassis on a
 * vehicle the caller does not see, it answers the refusal alone.
 */
export async function vehicleRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = typed(base);
  app.get(
    '/search_chassis',
    {
      config: { access: 'add_vehicle' },
      schema: { querystring: ChassisQuery, response: { 200: Envelope(ChassisSearchResult) } },
    },
    async (request) => {
      const chassis = request.query.chassis_number.trim().toUpperCase();
      if (!isChassisNumber(chassis)) throw new AppError(400, 'chassis_invalid');
      const { record, vehicle } = await chassisFacts(ctx.database.db, chassis);
      if (!record) throw new AppError(404, 'chassis_not_found');
      const refusal = chassisRefusal({ inRegistry: true, vehicle: vehicle ?? null });
      // Another tenant's truck: only the refusal its registration message needs, none of its record.
      if (vehicle && !(await vehicleInReach(ctx.database.db, scopeOf(request), vehicle.id))) {
        return ok({ chassis_number: record.chassis_number, registrable: false, refusal });
      }
      return ok({ ...record, registrable: refusal === null, refusal });
    },
  );
}
