import fp from 'fastify-plugin';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { Closed } from '@armada/domain';
import { AppError } from './errors.js';
import { answerChecker } from './answer-check.js';

/** The calls that must each have a contract: the gateway and the sign-in service. */
const isCall = (url: string) => url.startsWith('/api/') || url.startsWith('/sso/');

type JsonSchema = {
  type?: unknown;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: unknown;
  items?: JsonSchema | JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** The paths of the objects in a request schema that accept fields they do not declare. */
export function openObjects(schema: JsonSchema, path = '$'): string[] {
  const open: string[] = [];
  const isObject = schema.type === 'object' || schema.properties !== undefined;
  if (isObject && schema.additionalProperties !== false) open.push(path);
  for (const [name, child] of Object.entries(schema.properties ?? {}))
    open.push(...openObjects(child, `${path}.${name}`));
  const items = Array.isArray(schema.items) ? schema.items : schema.items ? [schema.items] : [];
  for (const item of items) open.push(...openObjects(item, `${path}[]`));
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    open.push(...openObjects(branch, path));
  return open;
}

/**
 * What a call's contract lacks: an answer schema for its success, or a request part that accepts
 * undeclared fields. A call that takes no query gets an empty closed one, so an unknown query
 * field is refused there too; a call that declares no body never reads one.
 */
export function contractProblems(route: RouteOptions): string[] {
  const schema = (route.schema ??= {});
  schema.querystring ??= Closed({});
  const problems: string[] = [];
  const answers = Object.keys((schema.response ?? {}) as object);
  const notImplemented = answers.length === 1 && answers[0] === '501';
  if (!notImplemented && !answers.some((code) => /^[23]/.test(code))) problems.push('declares no answer');
  for (const part of ['body', 'querystring', 'params'] as const) {
    const request = schema[part] as JsonSchema | undefined;
    for (const path of request ? openObjects(request) : []) problems.push(`${part} ${path} is open`);
  }
  return problems;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Where a request carries text a database cannot store: NUL (PostgreSQL refuses it) or a lone surrogate. */
export function badTextAt(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') || LONE_SURROGATE.test(value) ? path : undefined;
  const entries = Array.isArray(value)
    ? value.map((item, index) => [`${path}[${index}]`, item] as const)
    : typeof value === 'object' && value !== null
      ? Object.entries(value).map(([key, item]) => [path ? `${path}.${key}` : key, item] as const)
      : [];
  for (const [at, item] of entries) {
    const found = badTextAt(item, at);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Every call keeps its contract: the server refuses to start with a call whose request is open or
 * whose answer is undeclared; text a database cannot store is refused with a 400 before any handler;
 * and with `validateAnswers` every answer is checked against its schema, so a handler that returns
 * what its contract does not say fails its tests instead of being silently reshaped.
 */
export const contracts = fp(async (app: FastifyInstance, opts: { validateAnswers: boolean }) => {
  app.addHook('onRoute', (route) => {
    // HEAD routes are Fastify's copies of GET routes, checked there.
    if (!isCall(route.url) || route.method === 'HEAD') return;
    const problems = contractProblems(route);
    if (problems.length > 0) throw new Error(`${String(route.method)} ${route.url}: ${problems.join('; ')}`);
  });

  app.addHook('preValidation', async (request) => {
    const field = badTextAt(request.query) ?? badTextAt(request.body);
    if (field !== undefined) throw new AppError(400, 'invalid_text', { values: { field } });
  });

  if (opts.validateAnswers) {
    const check = answerChecker();
    app.addHook('preSerialization', async (request, reply, payload) => {
      check(
        request.routeOptions.schema?.response as Record<string, unknown> | undefined,
        reply.statusCode,
        payload,
        `${request.method} ${request.url}`,
      );
      return payload;
    });
  }
});
