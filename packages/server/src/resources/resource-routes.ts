import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TObject } from '@sinclair/typebox';
import {
  defaultListLimit,
  Envelope,
  ErrorBody,
  IdResult,
  Page,
  parseListFilter,
  parseSort,
  ResourceIdQuery,
  ResourceListQuery,
} from '@armada/domain';
import type { AppContext } from '../context.js';
import { AppError, notFound } from '../errors.js';
import { ok, typed, type TypedApp } from '../http.js';
import { scopeOf, viewerOf } from '../auth/guard.js';
import { readerLanguageOf } from '../reader-language.js';
import type { AnyResource, WriteContext, WriteSpec } from './resource-definition.js';
import { deleteRow, insertRow, listRows, updateRow, viewRow, type ListRequest } from './resource-repository.js';
import { writeWithHooks } from './resource-hooks.js';

const INTEGER = /^-?\d{1,9}$/;
const invalid = (field: string) => new AppError(400, 'invalid_list_parameter', { values: { field } });

/** The list parameters checked against what the resource allows; a bad one is refused, not ignored. */
export function listRequestOf(def: AnyResource, query: ResourceListQuery): ListRequest {
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

export const writeContext = (ctx: AppContext, request: FastifyRequest): WriteContext => ({
  db: ctx.database.db,
  viewer: viewerOf(request),
  scope: scopeOf(request),
  language: readerLanguageOf(request),
});

const reachOf = (request: FastifyRequest) => ({ scope: scopeOf(request), viewer: viewerOf(request) });

const written = { response: { 200: Envelope(IdResult) } };

/**
 * The fields of a body the caller may not set, refused by name before anything is read: a write
 * is built only from the fields its resource lists for this caller.
 */
function refuseUnwritable(spec: WriteSpec<TObject>, input: Record<string, unknown>, ctx: WriteContext): void {
  const writable: readonly string[] = spec.writable(ctx);
  const field = Object.keys(input).find((key) => input[key] !== undefined && !writable.includes(key));
  if (field !== undefined) throw new AppError(403, 'field_not_allowed', { values: { field } });
}

export function notImplemented(app: TypedApp, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string): void {
  const refuse = async () => {
    throw new AppError(501, 'not_implemented');
  };
  // Refused before the request is read, so whatever it carries the answer is 'not implemented'.
  app.route({
    method,
    url,
    config: { access: 'signed-in' },
    schema: { response: { 501: ErrorBody } },
    onRequest: refuse,
    handler: refuse,
  });
}

function readRoutes(app: TypedApp, def: AnyResource, ctx: AppContext): void {
  const { db } = ctx.database;
  const { list, view } = def.access;
  if (list) {
    app.get(
      `/list_${def.name}`,
      {
        config: { access: list },
        schema: { querystring: ResourceListQuery, response: { 200: Envelope(Page(def.row)) } },
      },
      async (request) => ok(await listRows(db, def, reachOf(request), listRequestOf(def, request.query))),
    );
  } else if (!def.listedElsewhere) notImplemented(app, 'GET', `/list_${def.name}`);
  if (view) {
    app.get(
      `/view_${def.name}`,
      { config: { access: view }, schema: { querystring: ResourceIdQuery, response: { 200: Envelope(def.row) } } },
      async (request) => {
        const row = await viewRow(db, def, reachOf(request), request.query.id);
        if (!row) throw notFound();
        return ok(row);
      },
    );
  } else notImplemented(app, 'GET', `/view_${def.name}`);
}

function writeRoutes(app: TypedApp, def: AnyResource, ctx: AppContext): void {
  const { add, edit } = def.access;
  if (add && def.add) {
    const spec = def.add;
    app.post(
      `/add_${def.name}`,
      { config: { access: add }, schema: { body: spec.body, ...written } },
      async (request) => {
        const context = writeContext(ctx, request);
        const input = request.body as Record<string, unknown>;
        refuseUnwritable(spec, input, context);
        const row = await spec.values(input, context);
        const id = await writeWithHooks(ctx, def, context, 'add', (c) => insertRow(c.db, def, row));
        if (id === undefined) throw new Error(`add_${def.name} stored no row`);
        return ok({ id }, spec.message);
      },
    );
  } else notImplemented(app, 'POST', `/add_${def.name}`);
  if (edit && def.edit) {
    const spec = def.edit;
    app.put(
      `/edit_${def.name}`,
      { config: { access: edit }, schema: { body: spec.body, ...written } },
      async (request) => {
        const { id, ...input } = request.body as Record<string, unknown> & { id: number };
        if (Object.values(input).every((value) => value === undefined)) throw new AppError(400, 'empty_data');
        const context = writeContext(ctx, request);
        refuseUnwritable(spec, input, context);
        const row = await spec.values(input, context, id);
        const changed = await writeWithHooks(ctx, def, context, 'edit', async (c) =>
          (await updateRow(c.db, def, c, id, row)) ? id : undefined,
        );
        if (changed === undefined) throw notFound();
        return ok({ id });
      },
    );
  } else notImplemented(app, 'PUT', `/edit_${def.name}`);
}

function removeRoutes(app: TypedApp, def: AnyResource, ctx: AppContext): void {
  const removals: ['delete' | 'deactivate', (c: WriteContext, id: number) => Promise<boolean>][] = [
    ['delete', (c, id) => deleteRow(c.db, def, c, id)],
    ['deactivate', (c, id) => updateRow(c.db, def, c, id, def.deactivate?.() ?? {})],
  ];
  for (const [endpoint, remove] of removals) {
    const access = def.access[endpoint];
    const url = `/${endpoint}_${def.name}`;
    if (!access || (endpoint === 'deactivate' && !def.deactivate)) {
      notImplemented(app, 'DELETE', url);
      continue;
    }
    app.delete(url, { config: { access }, schema: { querystring: ResourceIdQuery, ...written } }, async (request) => {
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
export function resourceRoutes(def: AnyResource) {
  return async function routes(base: FastifyInstance, { ctx }: { ctx: AppContext }) {
    const app = typed(base);
    readRoutes(app, def, ctx);
    writeRoutes(app, def, ctx);
    removeRoutes(app, def, ctx);
  };
}
