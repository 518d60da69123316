import type { FastifyInstance } from 'fastify';
import {
  Envelope,
  SensorHistory,
  SensorHistoryQuery,
  SensorStatePage,
  SensorStateQuery,
  SensorView,
  SensorViewQuery,
} from '@armada/domain';
import type { AppContext } from '../../context.js';
import { notFound } from '../../errors.js';
import { ok, typed } from '../../http.js';
import { scopeOf } from '../../auth/guard.js';
import { findVisibleSensor } from './sensor-repository.js';
import { toSensorView } from './sensor-view.js';
import { fleetCacheOf } from '../monitoring/fleet-cache-of.js';
import { vehicleFilter } from '../../auth/scope.js';
import { countSensors, pickSensors, sensorsOf } from './sensor-states.js';
import { sensorHistory } from './sensor-history.js';

/**
 * `/api/sensor-service/vehiclesensor/...`: a vehicle sensor with its current reading; the fleet's
 * sensors in use with their live state (from the monitoring list's fleet cache, by the map's rule);
 * one sensor's history read from the positions as the sensor report reads them.
 */
export async function sensorRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = typed(base);
  const { db } = ctx.database;
  const fleet = fleetCacheOf(ctx);

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

  app.get(
    '/list_sensor_state',
    {
      config: { access: 'sensor_view_vehicle_sensor' },
      schema: { querystring: SensorStateQuery, response: { 200: Envelope(SensorStatePage) } },
    },
    async (request) => {
      const { page, limit, search, type, state } = request.query;
      const [rows, allowed] = await Promise.all([fleet.rows(), vehicleFilter(db, scopeOf(request))]);
      const sensors = sensorsOf(
        rows.filter((row) => allowed(row.organization_id, row.leasing_org_id)),
        search,
      );
      const picked = pickSensors(sensors, request.query);
      const data = picked.slice((page - 1) * limit, page * limit);
      return ok({ data, total_data: picked.length, page, limit, ...countSensors(sensors, { type, state }) });
    },
  );

  app.get(
    '/view_sensor_history',
    {
      config: { access: 'sensor_view_vehicle_sensor' },
      schema: { querystring: SensorHistoryQuery, response: { 200: Envelope(SensorHistory) } },
    },
    async (request) => ok(await sensorHistory(db, scopeOf(request), request.query)),
  );
}
