import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ActivationChanged, DisclaimerBody, DisclaimerVehicle, Envelope, VehicleIdQuery } from '@armada/domain';
import type { AppContext } from '../../context.js';
import { scopeOf, viewerOf } from '../../auth/guard.js';
import { ok, typed } from '../../http.js';
import { tellDisclaimerAccepted } from '../announcement/info-notifications.js';
import { acceptDisclaimer, disclaimerOf, type Changer } from './activation-changes.js';

/**
 * `/api/vehicle/vehicle_activation/...`: the owner reads which vehicle a disclaimer activates and
 * accepts it (/disclaimer-activation). Any signed-in user of the owning organisation: the check is
 * on the vehicle's owner.
 */
export async function disclaimerRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = typed(base);
  const changer = (request: FastifyRequest): Changer => ({
    db: ctx.database.db,
    scope: scopeOf(request),
    viewer: viewerOf(request),
    zone: ctx.config.reports.zone,
  });
  app.get(
    '/view_disclaimer',
    {
      config: { access: 'signed-in' },
      schema: { querystring: VehicleIdQuery, response: { 200: Envelope(DisclaimerVehicle) } },
    },
    async (request) => ok(await disclaimerOf(changer(request), request.query.vehicle_id)),
  );
  app.post(
    '/accept_disclaimer',
    {
      config: { access: 'signed-in' },
      schema: { body: DisclaimerBody, response: { 200: Envelope(ActivationChanged) } },
    },
    async (request) => {
      const vehicle = await acceptDisclaimer(changer(request), request.body.vehicle_id);
      await tellDisclaimerAccepted({ db: ctx.database.db, bus: ctx.bus }, vehicle);
      return ok(vehicle);
    },
  );
}
