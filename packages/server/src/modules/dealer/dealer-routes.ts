import type { FastifyInstance } from 'fastify';
import { DealerListQuery, DealerSetQuery, DealerViewQuery } from '@armada/domain';
import type { AppContext } from '../../context.js';
import { notFound } from '../../errors.js';
import { ok, typed } from '../../http.js';
import { scopeOf } from '../../auth/guard.js';
import { dealerDetail, listDealers } from './dealer-repository.js';
import { listDealerSets } from './dealer-set-repository.js';
import { dealerGroups, orgAreas } from './dealer-tables.js';

const ACCESS = { access: 'view_dealer' } as const;

/**
 * The dealer calls under `/api/user/user_org/` (spec document 2 section 7.5): list_user_org_dealer,
 * list_dealer_group, and our view_user_org_dealer for the /dealer detail.
 */
export async function dealerRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = typed(base);
  const { db } = ctx.database;

  app.get('/list_user_org_dealer', { config: ACCESS, schema: { querystring: DealerListQuery } }, async (request) =>
    ok(await listDealers(db, scopeOf(request), request.query)),
  );

  app.get('/view_user_org_dealer', { config: ACCESS, schema: { querystring: DealerViewQuery } }, async (request) => {
    const row = await dealerDetail(db, scopeOf(request), request.query.id);
    if (!row) throw notFound();
    return ok(row);
  });

  app.get('/list_dealer_group', { config: ACCESS, schema: { querystring: DealerSetQuery } }, async (request) =>
    ok(await listDealerSets(db, scopeOf(request), dealerGroups, request.query)),
  );
}

/** `/api/user/org_area/list_org_area`: the dealer areas. */
export async function orgAreaRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = typed(base);
  app.get('/list_org_area', { config: ACCESS, schema: { querystring: DealerSetQuery } }, async (request) =>
    ok(await listDealerSets(ctx.database.db, scopeOf(request), orgAreas, request.query)),
  );
}
