import type { FastifyInstance } from 'fastify';
import {
  Envelope,
  VehicleAbnormalPage,
  VehicleAbnormalQuery,
  VehicleAbnormalSummary,
  VehicleAbnormalSummaryQuery,
  type VehicleAbnormalRow,
} from '@armada/domain';
import type { AppContext } from '../../context.js';
import { ok, typed } from '../../http.js';
import { scopeOf } from '../../auth/guard.js';
import { readerLanguageOf } from '../../reader-language.js';
import { addressService } from '../geocode/address-service.js';
import { vehicleFilter, type Scope } from '../../auth/scope.js';
import type { FleetCache } from '../monitoring/fleet-cache.js';
import { fleetCacheOf } from '../monitoring/fleet-cache-of.js';
import type { FleetRow } from '../monitoring/monitoring-repository.js';
import { abnormalVehicles, countKinds, ofKinds, type AbnormalVehicle } from './abnormal-fleet.js';
import { abnormalSince, ownerContacts } from './abnormal-repository.js';

type Locate = (lat: number, lng: number) => string | null;

/** The page's rows with place, owner contact and since when, each looked up once for the page. */
async function rowsOf(ctx: AppContext, vehicles: AbnormalVehicle[], locate: Locate): Promise<VehicleAbnormalRow[]> {
  const db = ctx.database.db;
  const [owners, since] = await Promise.all([
    ownerContacts(db, [...new Set(vehicles.map(({ row }) => row.organization_id))]),
    abnormalSince(
      db,
      vehicles.map(({ row, kinds }) => ({ imei: row.imei, kinds })),
    ),
  ]);
  return vehicles.map(({ row, kinds }) => {
    const owner = owners.get(row.organization_id);
    return {
      vehicle_id: row.id,
      imei: row.imei,
      vehicle_name: row.vehicle_name,
      vehicle_number: row.vehicle_number,
      abnormal_type: kinds,
      since: since.get(row.imei) ?? null,
      last_update: row.time === null ? null : new Date(row.time).toISOString(),
      lat: row.lat,
      lng: row.lng,
      heading: row.head,
      location: row.lat !== null && row.lng !== null ? locate(row.lat, row.lng) : null,
      owner_id: row.organization_id,
      owner_name: owner?.name ?? null,
      owner_contact_name: owner?.contact_name ?? null,
      owner_phone: owner?.phone ?? null,
      owner_email: owner?.email ?? null,
    };
  });
}

/** The fleet cache's rows the caller may see. */
async function visibleRows(ctx: AppContext, fleet: Pick<FleetCache, 'rows'>, scope: Scope): Promise<FleetRow[]> {
  const [rows, allowed] = await Promise.all([fleet.rows(), vehicleFilter(ctx.database.db, scope)]);
  return rows.filter((row) => allowed(row.organization_id, row.leasing_org_id));
}

/**
 * `/api/vehicle/vehicle_abnormal/...` (ours): the visible vehicles whose health is abnormal, read
 * from the monitoring list's fleet cache and derived by the same health rule as its markers.
 */
export async function vehicleAbnormalRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = typed(base);
  const fleet = fleetCacheOf(ctx);

  app.get(
    '/list_vehicle_abnormal',
    {
      config: { access: 'view_vehicle_abnormal' },
      schema: { querystring: VehicleAbnormalQuery, response: { 200: Envelope(VehicleAbnormalPage) } },
    },
    async (request) => {
      const { count_perpage: limit, page, abnormal_type, ...filter } = request.query;
      const found = ofKinds(
        abnormalVehicles(await visibleRows(ctx, fleet, scopeOf(request)), filter, Date.now()),
        abnormal_type,
      );
      const language = readerLanguageOf(request);
      await addressService.ready();
      const locate: Locate = (lat, lng) => addressService.locate(lat, lng, language);
      const data = await rowsOf(ctx, found.slice((page - 1) * limit, page * limit), locate);
      return ok({ data, total_data: found.length, page, limit });
    },
  );

  app.get(
    '/summary_vehicle_abnormal',
    {
      config: { access: 'view_vehicle_abnormal' },
      schema: { querystring: VehicleAbnormalSummaryQuery, response: { 200: Envelope(VehicleAbnormalSummary) } },
    },
    async (request) => {
      const found = abnormalVehicles(await visibleRows(ctx, fleet, scopeOf(request)), request.query, Date.now());
      return ok({ total: found.length, counts: countKinds(found) });
    },
  );
}
