import type { FastifyInstance } from 'fastify';
import { IdQuery, PageQuery } from '@armada/domain';
import type { AppContext } from '../../context.js';
import { notFound } from '../../errors.js';
import { ok, typed } from '../../http.js';
import { scopeOf } from '../../auth/guard.js';
import { listCustomerOrgs, viewOrg } from './org-repository.js';

/** `/api/user/user_org/...`: the organisation calls this issue needs (management extends them). */
export async function orgRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = typed(base);
  const { db } = ctx.database;

  app.get(
    '/list_user_org_customer',
    { config: { access: 'customer_add_user' }, schema: { querystring: PageQuery } },
    async (request) => ok(await listCustomerOrgs(db, scopeOf(request), request.query)),
  );

  app.get(
    '/view_user_org',
    { config: { access: 'list_user_org' }, schema: { querystring: IdQuery } },
    async (request) => {
      const org = await viewOrg(db, scopeOf(request), request.query.id);
      if (!org) throw notFound();
      return ok(org);
    },
  );
}
