import fc from 'fast-check';

/** A JSON schema as the OpenAPI document gives it. */
export type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  default?: unknown;
};

const FORMATS: Record<string, string> = {
  date: '2026-01-15',
  'date-time': '2026-01-15T08:00:00.000Z',
  email: 'sample@example.com',
  uri: 'https://example.com/',
};

function sampleString(schema: Schema, seed: number): string {
  if (schema.format && FORMATS[schema.format]) return FORMATS[schema.format] as string;
  const min = schema.minLength ?? 1;
  const max = Math.max(min, Math.min(schema.maxLength ?? 12, 24));
  if (schema.pattern) {
    const [value] = fc
      .sample(fc.stringMatching(new RegExp(schema.pattern), { size: 'small' }), { seed, numRuns: 50 })
      .filter((text) => text.length >= min && text.length <= (schema.maxLength ?? Infinity));
    if (value !== undefined) return value;
  }
  return 'sample'.padEnd(min, 'x').slice(0, max);
}

const first = <T>(values: readonly T[] | undefined): T | undefined => values?.[0];

/**
 * A value the schema accepts, chosen deterministically: the first of a list of options, a string
 * matching the pattern, the lowest number allowed above zero. Good enough to get past validation,
 * so that a test can vary one field at a time.
 */
export function sampleOf(schema: Schema, seed = 1): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return first(schema.enum.filter((value) => value !== null));
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return sampleOf(branches.find((branch) => branch.type !== 'null') ?? (branches[0] as Schema), seed);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return sampleObject(schema, seed);
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () => sampleOf(schema.items ?? {}, seed));
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, Math.min(1, schema.maximum ?? 1));
    case 'boolean':
      return true;
    case 'string':
      return sampleString(schema, seed);
    default:
      return 'sample';
  }
}

/** The required fields of an object schema, each with a sample value. */
export function sampleObject(schema: Schema, seed = 1): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of schema.required ?? []) {
    const property = schema.properties?.[name];
    if (property) out[name] = sampleOf(property, seed);
  }
  return out;
}
