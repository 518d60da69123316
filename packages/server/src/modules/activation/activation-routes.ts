import type { FastifyInstance } from 'fastify';
import {
  ActivationChangeBody,
  ActivationChanged,
  ActivationNoteBody,
  Envelope,
  VehicleActivationHistory,
  VehicleActivationPage,
  VehicleActivationQuery,
  VehicleActivationRow,
  VehicleIdQuery,
} from '@armada/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { scopeOf, viewerOf } from '../../auth/guard.js';
import { ok, typed } from '../../http.js';
import { activationHistory, activationOf, listActivations } from './activation-repository.js';
import { addNote, deactivate, forceActivate, resendInvitation, type Changer } from './activation-changes.js';

const access = { access: 'list_report_vehicle_activation' } as const;

/**
 * `/api/report/report_vehicle_activation/...`: the vehicle activation report (spec document 2
 * section 7.13), one vehicle's row and history, and the changes the brand and dealers make.
 */
export async function activationRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = typed(base);
  const { db } = ctx.database;
  const changer = (request: FastifyRequest): Changer => ({
    db,
    scope: scopeOf(request),
    viewer: viewerOf(request),
    zone: ctx.config.reports.zone,
  });

  app.get(
    '/list_report_vehicle_activation',
    {
      config: access,
      schema: { querystring: VehicleActivationQuery, response: { 200: Envelope(VehicleActivationPage) } },
    },
    async (request) => {
      const query = request.query;
      const { rows, total } = await listActivations(db, scopeOf(request), query);
      return ok({ data: rows, total_data: total, page: query.page, limit: query.count_perpage });
    },
  );
  app.get(
    '/view_report_vehicle_activation',
    { config: access, schema: { querystring: VehicleIdQuery, response: { 200: Envelope(VehicleActivationRow) } } },
    async (request) => ok(await activationOf(db, scopeOf(request), request.query.vehicle_id)),
  );
  app.get(
    '/list_vehicle_activation_history',
    { config: access, schema: { querystring: VehicleIdQuery, response: { 200: Envelope(VehicleActivationHistory) } } },
    async (request) => {
      const vehicle = await activationOf(db, scopeOf(request), request.query.vehicle_id);
      return ok({ data: await activationHistory(db, vehicle.id) });
    },
  );

  const changes = [
    ['/resend_vehicle_activation', resendInvitation],
    ['/deactivate_vehicle_activation', deactivate],
    ['/force_activate_vehicle_activation', forceActivate],
  ] as const;
  for (const [path, act] of changes) {
    app.post(
      path,
      { config: access, schema: { body: ActivationChangeBody, response: { 200: Envelope(ActivationChanged) } } },
      async (request) => ok(await act(changer(request), request.body.vehicle_id, request.body.note)),
    );
  }
  app.post(
    '/add_note_vehicle_activation',
    { config: access, schema: { body: ActivationNoteBody, response: { 200: Envelope(ActivationChanged) } } },
    async (request) => ok(await addNote(changer(request), request.body.vehicle_id, request.body.note)),
  );
}
