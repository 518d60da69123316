import type { FastifyInstance } from 'fastify';
import { ActivationChanged, DisclaimerBody, Envelope } from '@armada/domain';
import type { AppContext } from '../../context.js';
import { scopeOf, viewerOf } from '../../auth/guard.js';
import { ok, typed } from '../../http.js';
import { acceptDisclaimer } from './activation-changes.js';

/** `/api/vehicle/vehicle_activation/accept_disclaimer`: the owner accepts an invited vehicle's disclaimer (/disclaimer-activation). */
export async function disclaimerRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = typed(base);
  app.post(
    '/accept_disclaimer',
    // Any signed-in user of the owning organisation: the check is on the vehicle's owner.
    {
      config: { access: 'signed-in' },
      schema: { body: DisclaimerBody, response: { 200: Envelope(ActivationChanged) } },
    },
    async (request) =>
      ok(
        await acceptDisclaimer(
          { db: ctx.database.db, scope: scopeOf(request), viewer: viewerOf(request), zone: ctx.config.reports.zone },
          request.body.vehicle_id,
        ),
      ),
  );
}
