import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  canManageDealerSets,
  DEALER_SET_EDIT_KEY,
  DealerSetPage,
  DealerSetQuery,
  DealerSetView,
  Envelope,
  IdResult,
  ResourceIdQuery,
} from '@armada/domain';
import type { AppContext } from '../../context.js';
import { forbidden, notFound } from '../../errors.js';
import { ok, typed } from '../../http.js';
import { notImplemented } from '../../resources/resource-routes.js';
import { scopeOf, viewerOf } from '../../auth/guard.js';
import type { DealerSetInput, DealerSetKind } from './dealer-set-kinds.js';
import { listDealerSets, viewDealerSet } from './dealer-set-repository.js';
import { addDealerSet, deleteDealerSet, editDealerSet } from './dealer-set-writes.js';

const READ = { access: 'view_dealer' } as const;
const WRITE = { access: DEALER_SET_EDIT_KEY };

/** Refused before the body is even read: dealers hold the key too, for their customers, but not these sets. */
async function administratorsOnly(request: FastifyRequest): Promise<void> {
  if (!canManageDealerSets(viewerOf(request))) throw forbidden();
}

/**
 * A dealer set's calls on the generic resource API shape (spec document 2 section 7.1):
 * list, view, add, edit and delete `_{kind.name}`; deactivate is 'not implemented'. Register
 * under the set's folder (`/api/user/user_org` for groups, `/api/user/org_area` for areas).
 */
export function dealerSetRoutes(kind: DealerSetKind) {
  return async function routes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
    const app = typed(base);
    const { db } = ctx.database;
    const writing = { config: WRITE, preValidation: administratorsOnly };

    const listSchema = { querystring: DealerSetQuery, response: { 200: Envelope(DealerSetPage) } };
    app.get(`/list_${kind.name}`, { config: READ, schema: listSchema }, async (request) =>
      ok(await listDealerSets(db, scopeOf(request), kind, request.query)),
    );
    const viewSchema = { querystring: ResourceIdQuery, response: { 200: Envelope(DealerSetView) } };
    app.get(`/view_${kind.name}`, { config: READ, schema: viewSchema }, async (request) => {
      const row = await viewDealerSet(db, scopeOf(request), kind, request.query.id);
      if (!row) throw notFound();
      return ok(row);
    });
    const written = { 200: Envelope(IdResult) };
    app.post(`/add_${kind.name}`, { ...writing, schema: { body: kind.add, response: written } }, async (request) =>
      ok({ id: await addDealerSet(db, kind, request.body as DealerSetInput) }),
    );
    app.put(`/edit_${kind.name}`, { ...writing, schema: { body: kind.edit, response: written } }, async (request) => {
      const { id, ...input } = request.body as DealerSetInput & { id: number };
      if (!(await editDealerSet(db, kind, id, input))) throw notFound();
      return ok({ id });
    });
    const deleteSchema = { querystring: ResourceIdQuery, response: written };
    app.delete(`/delete_${kind.name}`, { ...writing, schema: deleteSchema }, async (request) => {
      if (!(await deleteDealerSet(db, kind, request.query.id))) throw notFound();
      return ok({ id: request.query.id });
    });
    notImplemented(app, 'DELETE', `/deactivate_${kind.name}`);
  };
}
