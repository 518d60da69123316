import type { FastifyInstance } from 'fastify';
import { Envelope, SensorView, SensorViewQuery } from '@armada/domain';
import type { AppContext } from '../../context.js';
import { notFound } from '../../errors.js';
import { ok, typed } from '../../http.js';
import { scopeOf } from '../../auth/guard.js';
import { findVisibleSensor } from './sensor-repository.js';
import { toSensorView } from './sensor-view.js';

/** `/api/sensor-service/vehiclesensor/...`: a vehicle sensor with its current reading. */
export async function sensorRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = typed(base);
  const { db } = ctx.database;

  app.get(
    '/view',
    {
      config: { access: 'sensor_view_vehicle_sensor' },
      schema: { querystring: SensorViewQuery, response: { 200: Envelope(SensorView) } },
    },
    async (request) => {
      const sensor = await findVisibleSensor(db, scopeOf(request), request.query.id);
      if (!sensor) throw notFound();
      return ok(toSensorView(sensor));
    },
  );
}
