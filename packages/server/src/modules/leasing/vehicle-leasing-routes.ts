import type { FastifyInstance } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import {
  DOWNLOAD_STARTED,
  DownloadStarted,
  Envelope,
  IdResult,
  LeasingDealerPage,
  MESSAGES,
  REALM_ID,
  ResourceIdQuery,
  VehicleLeasingAddBody,
  VehicleLeasingApproveBody,
  VehicleLeasingDownloadQuery,
  VehicleLeasingListQuery,
  VehicleLeasingPage,
  VehicleLeasingRejectBody,
  VehicleLeasingResult,
  VehicleLeasingRow,
} from '@armada/domain';
import type { AppContext } from '../../context.js';
import { organizations } from '../../db/schema.js';
import { notFound } from '../../errors.js';
import { ok, typed } from '../../http.js';
import { scopeOf, viewerOf } from '../../auth/guard.js';
import { startDownload } from '../../jobs/download-service.js';
import { approveLease, rejectLease } from './vehicle-leasing-decision.js';
import { fileRow, VEHICLE_LEASING_COLUMNS } from './vehicle-leasing-download.js';
import { registerLeasedVehicle } from './vehicle-leasing-registration.js';
import { countLeases, listLeases, viewLease } from './vehicle-leasing-repository.js';

/** `/api/vehicle/vehicle_leasing/...`: leased vehicles, their download, registration and dealer validation. */
export async function vehicleLeasingRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = typed(base);
  const { db } = ctx.database;
  const read = { access: 'list_user_leasing' } as const;
  const decide = { access: 'approve_vehicle_leasing' } as const;

  app.get(
    '/list_vehicle_leasing',
    { config: read, schema: { querystring: VehicleLeasingListQuery, response: { 200: Envelope(VehicleLeasingPage) } } },
    async (request) => {
      const { count_perpage: limit, page, ...query } = request.query;
      const scope = scopeOf(request);
      const [data, total] = await Promise.all([
        listLeases(db, scope, query, { offset: (page - 1) * limit, limit }),
        countLeases(db, scope, query),
      ]);
      return ok({ data, total_data: total, page, limit });
    },
  );

  app.get(
    '/download_vehicle_leasing',
    {
      config: read,
      schema: { querystring: VehicleLeasingDownloadQuery, response: { 200: Envelope(DownloadStarted) } },
    },
    async (request) => {
      const { count_perpage: count, page, ...query } = request.query;
      const scope = scopeOf(request);
      // count_perpage 0 (the default) is every matching row; otherwise that page only.
      const first = count === 0 ? 0 : (page - 1) * count;
      const { id } = await startDownload(ctx, viewerOf(request), {
        title: 'Leasing vehicles',
        fileName: 'leasing-vehicles',
        columns: VEHICLE_LEASING_COLUMNS,
        timeKeys: ['last_update'],
        rows: async (offset, limit) => {
          const take = count === 0 ? limit : Math.max(0, Math.min(limit, count - offset));
          if (take === 0) return [];
          return (await listLeases(db, scope, query, { offset: first + offset, limit: take })).map(fileRow);
        },
      });
      return ok({ id }, DOWNLOAD_STARTED);
    },
  );

  app.get(
    '/view_vehicle_leasing',
    { config: read, schema: { querystring: ResourceIdQuery, response: { 200: Envelope(VehicleLeasingRow) } } },
    async (request) => {
      const row = await viewLease(db, scopeOf(request), request.query.id);
      if (!row) throw notFound();
      return ok(row);
    },
  );

  app.post(
    '/add_vehicle_leasing',
    { config: read, schema: { body: VehicleLeasingAddBody, response: { 200: Envelope(VehicleLeasingResult) } } },
    async (request) =>
      ok(
        await registerLeasedVehicle(db, scopeOf(request), viewerOf(request), request.body),
        MESSAGES.vehicle_registered,
      ),
  );

  app.put(
    '/approve_vehicle_leasing',
    { config: decide, schema: { body: VehicleLeasingApproveBody, response: { 200: Envelope(VehicleLeasingResult) } } },
    async (request) =>
      ok(await approveLease(db, scopeOf(request), viewerOf(request), request.body.id, request.body.customer_id)),
  );

  app.put(
    '/reject_vehicle_leasing',
    { config: decide, schema: { body: VehicleLeasingRejectBody, response: { 200: Envelope(IdResult) } } },
    async (request) =>
      ok(await rejectLease(db, scopeOf(request), viewerOf(request), request.body.id, request.body.remark)),
  );

  // The dealers a leasing company names as validator when it registers (it cannot list organisations).
  app.get(
    '/list_leasing_dealer',
    { config: read, schema: { response: { 200: Envelope(LeasingDealerPage) } } },
    async () => {
      const data = await db
        .select({ id: organizations.id, code: organizations.code, name: organizations.name })
        .from(organizations)
        .where(and(eq(organizations.realm_id, REALM_ID.dealer), eq(organizations.isactive, 1)))
        .orderBy(asc(organizations.code));
      return ok({ data, total_data: data.length, page: 1, limit: data.length });
    },
  );
}
