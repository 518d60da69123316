/**
 * How answers are written: only what the route's answer schema declares leaves the server, written
 * by JSON.stringify. Fastify's default, fast-json-stringify, took up to 2.5 times as long on the
 * real 20,000-row list answers (Node 20; `npm run bench -- contracts`). Tests check every answer
 * against its schema exactly (answer-check.ts), so types and required fields are already right;
 * this is the guard for what tests do not reach: a name the schema does not declare is never sent.
 */

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema | Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
};

/** Copies of a value keeping only what its schema declares. */
type Keep = (value: unknown) => unknown;

const asIs: Keep = (value) => value;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A closed object keeps its declared properties, each kept by its own schema. */
function keepObject(properties: Record<string, Schema>): Keep {
  const keys = Object.keys(properties);
  const keeps = keys.map((key) => keeperOf(properties[key] ?? {}));
  return (value) => {
    if (!isRecord(value) || value instanceof Date) return value;
    const kept: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i += 1) {
      const key = keys[i] as string;
      const field = value[key];
      if (field !== undefined) kept[key] = (keeps[i] as Keep)(field);
    }
    return kept;
  };
}

/** Branches of a union: an object keeps the properties any object branch declares. */
function keepUnion(branches: Schema[]): Keep {
  const objects = branches.filter((b) => b.properties && b.additionalProperties === false);
  if (objects.length === 0 || objects.length < branches.filter((b) => b.type === 'object').length) return asIs;
  // A property two branches declare differently is kept whole: which branch applies is not known here.
  const properties: Record<string, Schema> = {};
  for (const branch of objects)
    for (const [key, schema] of Object.entries(branch.properties ?? {}))
      properties[key] = key in properties && properties[key] !== schema ? {} : schema;
  return keepObject(properties);
}

function keeperOf(schema: Schema): Keep {
  if (schema.properties && schema.additionalProperties === false) return keepObject(schema.properties);
  if (schema.items && !Array.isArray(schema.items)) {
    const keepItem = keeperOf(schema.items);
    if (keepItem === asIs) return asIs;
    return (value) => (Array.isArray(value) ? value.map(keepItem) : value);
  }
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return keepUnion(branches);
  return asIs;
}

const SCALARS = new Set(['string', 'number', 'integer', 'boolean', 'null']);

/**
 * The property names of a schema whose every object is closed, or undefined when some part is open
 * (an open object, a record, a value of any shape), whose keys a list of names would drop.
 */
function namesOfClosed(schema: Schema, names = new Set<string>()): Set<string> | undefined {
  const branches = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (branches) return branches.every((b) => namesOfClosed(b, names)) ? names : undefined;
  const types = Array.isArray(schema.type) ? schema.type : schema.type === undefined ? [] : [schema.type];
  if (types.length === 0) return 'enum' in schema || 'const' in schema ? names : undefined;
  for (const type of types) {
    if (SCALARS.has(type)) continue;
    if (type === 'array') {
      if (!schema.items || Array.isArray(schema.items) || !namesOfClosed(schema.items, names)) return undefined;
    } else if (type === 'object') {
      if (schema.additionalProperties !== false || !schema.properties) return undefined;
      for (const [key, property] of Object.entries(schema.properties)) {
        names.add(key);
        if (!namesOfClosed(property, names)) return undefined;
      }
    } else return undefined;
  }
  return names;
}

/**
 * Fastify's serializer compiler: a writer per declared answer. A wholly closed answer is written by
 * JSON.stringify with the list of its property names (native, as fast as writing it whole), one
 * with open parts by copying what each object declares first.
 */
export function answerSerializer({ schema }: { schema: unknown }): (payload: unknown) => string {
  const names = namesOfClosed((schema ?? {}) as Schema);
  if (names) {
    const allowed = [...names];
    return (payload) => JSON.stringify(payload, allowed);
  }
  const keep = keeperOf((schema ?? {}) as Schema);
  return (payload) => JSON.stringify(keep(payload));
}
