import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  calibrationProblem,
  parseCalibration,
  DOWNLOAD_STARTED,
  DownloadStarted,
  Envelope,
  FuelConfigBody,
  FuelConfigQuery,
  FuelConfigView,
  FuelLevel,
  FuelLevelQuery,
  FuelList,
  FuelListQuery,
  IdResult,
} from '@armada/domain';
import type { AppContext } from '../../context.js';
import { AppError, notFound } from '../../errors.js';
import { ok, typed } from '../../http.js';
import { scopeOf, viewerOf } from '../../auth/guard.js';
import { startDownload } from '../../jobs/download-service.js';
import { fuelDownload } from './fuel-download.js';
import { fuelLevel } from './fuel-level.js';
import { listFuel } from './fuel-list.js';
import { fuelPeriod } from './fuel-period.js';
import { findFuelVehicle, saveFuelConfig } from './fuel-vehicles.js';

/** `/api/fuel/fuel/...`: the fleet's fuel use (list_fuel), one vehicle's level curve, its tank and sensor. */
export async function fuelRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = typed(base);
  const { db } = ctx.database;
  const zone = ctx.config.reports.zone;
  const vehicleOf = async (request: FastifyRequest, id: number) => {
    const vehicle = await findFuelVehicle(db, scopeOf(request), id);
    if (!vehicle) throw notFound();
    return vehicle;
  };

  app.get(
    '/list_fuel',
    { config: { access: 'list_fuel' }, schema: { querystring: FuelListQuery, response: { 200: Envelope(FuelList) } } },
    async (request) => {
      const { start_date, end_date, search } = request.query;
      return ok(await listFuel(db, scopeOf(request), fuelPeriod(start_date, end_date, zone), search));
    },
  );

  app.get(
    '/download_fuel',
    {
      config: { access: 'list_fuel' },
      schema: { querystring: FuelListQuery, response: { 200: Envelope(DownloadStarted) } },
    },
    async (request) => {
      const { start_date, end_date, search } = request.query;
      const period = fuelPeriod(start_date, end_date, zone);
      const list = await listFuel(db, scopeOf(request), period, search);
      const { id } = await startDownload(ctx, viewerOf(request), fuelDownload(list));
      return ok({ id }, DOWNLOAD_STARTED);
    },
  );

  app.get(
    '/fuel_level',
    {
      config: { access: 'list_fuel' },
      schema: { querystring: FuelLevelQuery, response: { 200: Envelope(FuelLevel) } },
    },
    async (request) => {
      const { vehicle_id, start_date, end_date } = request.query;
      const period = fuelPeriod(start_date, end_date, zone);
      return ok(await fuelLevel(db, await vehicleOf(request, vehicle_id), period));
    },
  );

  app.get(
    '/view_fuel_config',
    {
      config: { access: 'list_fuel' },
      schema: { querystring: FuelConfigQuery, response: { 200: Envelope(FuelConfigView) } },
    },
    async (request) => {
      const vehicle = await vehicleOf(request, request.query.vehicle_id);
      if (!vehicle.config) throw notFound();
      return ok(vehicle.config);
    },
  );

  app.put(
    '/edit_fuel_config',
    // A fuel sensor is one of the vehicle's sensors: whoever may set up the others sets it up (docs/decisions.md).
    {
      config: { access: 'sensor_edit_vehicle_sensor' },
      schema: { body: FuelConfigBody, response: { 200: Envelope(IdResult) } },
    },
    async (request) => {
      const { vehicle_id, capacity_l, mode } = request.body;
      const calibration = parseCalibration(request.body.calibration ?? '');
      const vehicle = await vehicleOf(request, vehicle_id);
      const problem = mode === 'raw' ? calibrationProblem(calibration) : null;
      if (problem) throw new AppError(400, problem);
      await saveFuelConfig(db, vehicle.id, { capacity_l, mode, calibration });
      return ok({ id: vehicle.id });
    },
  );
}
