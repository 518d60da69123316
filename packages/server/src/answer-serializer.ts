/**
 * How answers are written: only what the route's answer schema declares leaves the server, then
 * JSON.stringify writes it. Fastify's default, fast-json-stringify, took 1.5 to 2 times as long on
 * the real list answers (Node 20; `npm run bench -- contracts`), so this keeps its guarantee (an
 * undeclared field never reaches the client) at JSON.stringify's speed. Tests check every answer
 * against its schema exactly (answer-check.ts), so types and required fields are already right.
 */

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema | Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
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
  const properties: Record<string, Schema> = {};
  for (const branch of objects)
    for (const [key, schema] of Object.entries(branch.properties ?? {})) properties[key] ??= schema;
  // A property two branches declare differently is kept whole: which branch applies is not known here.
  for (const branch of objects)
    for (const [key, schema] of Object.entries(branch.properties ?? {}))
      if (properties[key] !== schema) properties[key] = {};
  const keepIfObject = keepObject(properties);
  return (value) => (isRecord(value) ? keepIfObject(value) : value);
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

/** Fastify's serializer compiler: a writer per declared answer. */
export function answerSerializer({ schema }: { schema: unknown }): (payload: unknown) => string {
  const keep = keeperOf((schema ?? {}) as Schema);
  return (payload) => JSON.stringify(keep(payload));
}
