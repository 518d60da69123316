/**
 * How answers are written: only what the route's answer schema declares leaves the server, by one of
 * two writers chosen per answer by the number of list items it carries:
 * - up to LARGE_LIST items, fast-json-stringify (Fastify's default), which writes declared fields
 *   only and is as fast as JSON.stringify there or slightly faster;
 * - past it, where fast-json-stringify took 2.1-2.5 times as long (20,000 rows, Node 20), a walk
 *   that reads keys only checks for undeclared names, and a clean answer (every answer the tests
 *   reach) is written whole by JSON.stringify on V8's fast path; one that carries an undeclared name
 *   is copied down to its declared fields first.
 * Figures: `npm run bench -- contracts`. Tests check every answer against its schema exactly
 * (answer-check.ts), so types and required fields are already right; this is the guard for what
 * tests do not reach.
 */
import fastJson from 'fast-json-stringify';

/** Past this many list items an answer is written by JSON.stringify after the guard's walk. */
export const LARGE_LIST = 2_000;

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema | Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
};

/** Whether a value holds only names its schema declares (open parts hold anything). */
type Clean = (value: unknown) => boolean;
/** A copy of a value keeping only what its schema declares. */
type Keep = (value: unknown) => unknown;
/** Both, compiled once per schema; undefined where the schema has nothing closed to guard. */
type Guard = { clean: Clean; keep: Keep } | undefined;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

/** A closed object: its declared properties, each guarded by its own schema. */
function objectGuard(properties: Record<string, Schema>): Guard {
  const entries = Object.entries(properties).map(([key, schema]) => [key, guardOf(schema)] as const);
  // A prototype-free object of flags: its lookup is a fifth faster than a Set's on this walk.
  const declared: Record<string, true> = Object.create(null);
  for (const key of Object.keys(properties)) declared[key] = true;
  const nested = entries.filter((entry): entry is readonly [string, NonNullable<Guard>] => entry[1] !== undefined);
  return {
    clean: (value) => {
      if (!isRecord(value)) return true;
      for (const key in value) if (declared[key] !== true) return false;
      for (const [key, field] of nested) if (!field.clean(value[key])) return false;
      return true;
    },
    keep: (value) => {
      if (!isRecord(value)) return value;
      const kept: Record<string, unknown> = {};
      for (const [key, field] of entries) {
        const item = value[key];
        if (item !== undefined) kept[key] = field ? field.keep(item) : item;
      }
      return kept;
    },
  };
}

/** Branches of a union: an object may hold the properties any object branch declares. */
function unionGuard(branches: Schema[]): Guard {
  const objects = branches.filter((b) => b.properties && b.additionalProperties === false);
  if (objects.length === 0 || objects.length < branches.filter((b) => b.type === 'object').length) return undefined;
  // A property two branches declare differently is taken whole: which branch applies is not known here.
  const properties: Record<string, Schema> = {};
  for (const branch of objects)
    for (const [key, schema] of Object.entries(branch.properties ?? {}))
      properties[key] = key in properties && properties[key] !== schema ? {} : schema;
  return objectGuard(properties);
}

function arrayGuard(item: Guard): Guard {
  if (!item) return undefined;
  return {
    clean: (value) => !Array.isArray(value) || value.every(item.clean),
    keep: (value) => (Array.isArray(value) ? value.map(item.keep) : value),
  };
}

/** The lists of an answer (arrays not inside another array), as property paths from its root. */
function listPaths(schema: Schema, path: string[] = []): string[][] {
  if (schema.items) return [path];
  return Object.entries(schema.properties ?? {}).flatMap(([key, property]) => listPaths(property, [...path, key]));
}

function itemsAt(value: unknown, path: string[]): number {
  let at = value;
  for (const key of path) at = isRecord(at) ? at[key] : undefined;
  return Array.isArray(at) ? at.length : 0;
}

function guardOf(schema: Schema): Guard {
  if (schema.properties && schema.additionalProperties === false) return objectGuard(schema.properties);
  if (schema.items && !Array.isArray(schema.items)) return arrayGuard(guardOf(schema.items));
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return unionGuard(branches);
  return undefined;
}

/** Fastify's serializer compiler: a writer per declared answer. */
export function answerSerializer({ schema }: { schema: unknown }): (payload: unknown) => string {
  const declared = (schema ?? {}) as Schema;
  const guard = guardOf(declared);
  if (!guard) return (payload) => JSON.stringify(payload);
  const lists = listPaths(declared);
  const small = lists.length > 0 ? fastJson(declared as Parameters<typeof fastJson>[0]) : undefined;
  const large = (payload: unknown) => JSON.stringify(guard.clean(payload) ? payload : guard.keep(payload));
  if (!small) return large;
  return (payload) => {
    let items = 0;
    for (const path of lists) items += itemsAt(payload, path);
    if (items > LARGE_LIST) return large(payload);
    try {
      return small(payload);
    } catch {
      // fast-json-stringify refuses a value of another type than declared (tests catch those through
      // answer-check.ts); the user gets the answer by the other writer rather than a 500.
      return large(payload);
    }
  };
}
