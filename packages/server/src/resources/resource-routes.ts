import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defaultListLimit, parseListFilter, parseSort, ResourceIdQuery, ResourceListQuery } from '@armada/domain';
import type { AppContext } from '../context.js';
import { AppError, notFound } from '../errors.js';
import { ok, typed, type TypedApp } from '../http.js';
import { scopeOf, viewerOf } from '../auth/guard.js';
import type { ResourceDefinition, WriteContext } from './resource-definition.js';
import { deleteRow, insertRow, listRows, updateRow, viewRow, type ListRequest } from './resource-repository.js';
import { writeWithHooks } from './resource-hooks.js';

const INTEGER = /^-?\d{1,9}$/;
const invalid = (field: string) => new AppError(400, 'invalid_list_parameter', { values: { field } });

/** The list parameters checked against what the resource allows; a bad one is refused, not ignored. */
export function listRequestOf(def: ResourceDefinition, query: ResourceListQuery): ListRequest {
  const parsed = parseListFilter(query.filter, Object.keys(def.filterable));
  if (!parsed.ok) throw invalid(`filter ${parsed.field}`);
  for (const [field, values] of Object.entries(parsed.filter)) {
    if (def.filterable[field]?.type === 'integer' && !values.every((v) => INTEGER.test(v)))
      throw invalid(`filter ${field}`);
  }
  const sort = parseSort(query.sort_by, Object.keys(def.sortable), def.defaultSort);
  if (!sort) throw invalid('sort_by');
  const limit = query.limit ?? defaultListLimit(def.paged);
  return { page: query.page, limit, all: query.all === true, sort, filter: parsed.filter, search: query.search };
}

const writeContext = (ctx: AppContext, request: FastifyRequest): WriteContext => ({
  db: ctx.database.db,
  viewer: viewerOf(request),
  scope: scopeOf(request),
});

function notImplemented(app: TypedApp, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string): void {
  app.route({
    method,
    url,
    config: { access: 'signed-in' },
    handler: async () => {
      throw new AppError(501, 'not_implemented');
    },
  });
}

function readRoutes(app: TypedApp, def: ResourceDefinition, ctx: AppContext): void {
  const { db } = ctx.database;
  const { list, view } = def.access;
  if (list) {
    app.get(
      `/list_${def.name}`,
      { config: { access: list }, schema: { querystring: ResourceListQuery } },
      async (request) => ok(await listRows(db, def, scopeOf(request), listRequestOf(def, request.query))),
    );
  } else notImplemented(app, 'GET', `/list_${def.name}`);
  if (view) {
    app.get(
      `/view_${def.name}`,
      { config: { access: view }, schema: { querystring: ResourceIdQuery } },
      async (request) => {
        const row = await viewRow(db, def, scopeOf(request), request.query.id);
        if (!row) throw notFound();
        return ok(row);
      },
    );
  } else notImplemented(app, 'GET', `/view_${def.name}`);
}

function writeRoutes(app: TypedApp, def: ResourceDefinition, ctx: AppContext): void {
  const { add, edit } = def.access;
  if (add && def.add) {
    const { body, values, message } = def.add;
    app.post(`/add_${def.name}`, { config: { access: add }, schema: { body } }, async (request) => {
      const context = writeContext(ctx, request);
      const row = await values(request.body as Record<string, unknown>, context);
      const id = await writeWithHooks(ctx, def, context, 'add', (c) => insertRow(c.db, def, row));
      return ok({ id }, message);
    });
  } else notImplemented(app, 'POST', `/add_${def.name}`);
  if (edit && def.edit) {
    const { body, values } = def.edit;
    app.put(`/edit_${def.name}`, { config: { access: edit }, schema: { body } }, async (request) => {
      const { id, ...input } = request.body as Record<string, unknown> & { id: number };
      const context = writeContext(ctx, request);
      const row = await values(input, context, id);
      const changed = await writeWithHooks(ctx, def, context, 'edit', async (c) =>
        (await updateRow(c.db, def, c.scope, id, row)) ? id : undefined,
      );
      if (changed === undefined) throw notFound();
      return ok({ id });
    });
  } else notImplemented(app, 'PUT', `/edit_${def.name}`);
}

function removeRoutes(app: TypedApp, def: ResourceDefinition, ctx: AppContext): void {
  const removals: ['delete' | 'deactivate', (c: WriteContext, id: number) => Promise<boolean>][] = [
    ['delete', (c, id) => deleteRow(c.db, def, c.scope, id)],
    ['deactivate', (c, id) => updateRow(c.db, def, c.scope, id, def.deactivate?.() ?? {})],
  ];
  for (const [endpoint, remove] of removals) {
    const access = def.access[endpoint];
    const url = `/${endpoint}_${def.name}`;
    if (!access || (endpoint === 'deactivate' && !def.deactivate)) {
      notImplemented(app, 'DELETE', url);
      continue;
    }
    app.delete(url, { config: { access }, schema: { querystring: ResourceIdQuery } }, async (request) => {
      const { id } = request.query;
      const context = writeContext(ctx, request);
      await def.hooks?.beforeRemove?.(context, id, endpoint);
      const removed = await writeWithHooks(ctx, def, context, endpoint, async (c) =>
        (await remove(c, id)) ? id : undefined,
      );
      if (removed === undefined) throw notFound();
      return ok({ id });
    });
  }
}

/** The six endpoints of one resource; register with the prefix `/api/{group}/{name}`. */
export function resourceRoutes(def: ResourceDefinition) {
  return async function routes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
    const app = typed(base);
    readRoutes(app, def, ctx);
    writeRoutes(app, def, ctx);
    removeRoutes(app, def, ctx);
  };
}
