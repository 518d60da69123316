import type { FastifyInstance } from 'fastify';
import { DealerListQuery, DealerPage, DealerRow, DealerViewQuery, Envelope } from '@armada/domain';
import type { AppContext } from '../../context.js';
import { notFound } from '../../errors.js';
import { ok, typed } from '../../http.js';
import { scopeOf } from '../../auth/guard.js';
import { dealerDetail, listDealers } from './dealer-repository.js';
import { DEALER_GROUP, ORG_AREA } from './dealer-set-kinds.js';
import { dealerSetRoutes } from './dealer-set-routes.js';

const ACCESS = { access: 'view_dealer' } as const;

/**
 * The dealer calls under `/api/user/user_org/` (spec document 2 section 7.5): list_user_org_dealer,
 * our view_user_org_dealer for the /dealer detail, and the dealer groups (`…_dealer_group`).
 */
export async function dealerRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = typed(base);
  const { db } = ctx.database;

  app.get(
    '/list_user_org_dealer',
    { config: ACCESS, schema: { querystring: DealerListQuery, response: { 200: Envelope(DealerPage) } } },
    async (request) => ok(await listDealers(db, scopeOf(request), request.query)),
  );

  const viewSchema = { querystring: DealerViewQuery, response: { 200: Envelope(DealerRow) } };
  app.get('/view_user_org_dealer', { config: ACCESS, schema: viewSchema }, async (request) => {
    const row = await dealerDetail(db, scopeOf(request), request.query.id);
    if (!row) throw notFound();
    return ok(row);
  });

  await base.register(dealerSetRoutes(DEALER_GROUP), { ctx });
}

/** `/api/user/org_area/…_org_area`: the dealer areas. */
export const orgAreaRoutes = dealerSetRoutes(ORG_AREA);
