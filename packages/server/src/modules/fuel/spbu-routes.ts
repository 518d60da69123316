import type { FastifyInstance } from 'fastify';
import { Envelope, SpbuListQuery, SpbuPage } from '@armada/domain';
import type { AppContext } from '../../context.js';
import { notFound } from '../../errors.js';
import { ok, typed } from '../../http.js';
import { scopeOf } from '../../auth/guard.js';
import { listSpbu, orgVisible } from './spbu-repository.js';

/** `/api/fuel/spbu/...`: gas stations, public ones and the caller's organisations' own tanks. */
export async function spbuRoutes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = typed(base);
  const { db } = ctx.database;

  app.get(
    '/list_spbu',
    {
      config: { access: 'list_spbu' },
      schema: { querystring: SpbuListQuery, response: { 200: Envelope(SpbuPage) } },
    },
    async (request) => {
      const { query } = request;
      const scope = scopeOf(request);
      // Another organisation's id answers like an unknown one: its existence is not the caller's to learn.
      if (query.organization_id !== undefined && !(await orgVisible(db, scope, query.organization_id))) {
        throw notFound();
      }
      const { data, total } = await listSpbu(db, scope, query);
      return ok({ data, total_data: total, page: query.page, limit: query.count_perpage });
    },
  );
}
