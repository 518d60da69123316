import {
  Kind,
  Type,
  TypeRegistry,
  type ObjectOptions,
  type Static,
  type TObject,
  type TProperties,
  type TSchema,
} from '@sinclair/typebox';

/**
 * The building blocks of every call's contract. Objects are closed: a request with a field the call
 * does not declare is refused (400 naming it), and an answer can carry only what its schema declares.
 * The server refuses to start with a route whose request is open or whose answer is undeclared.
 */
export const Closed = <T extends TProperties>(properties: T, options: ObjectOptions = {}): TObject<T> =>
  Type.Object(properties, { ...options, additionalProperties: false });

/** The largest id a PostgreSQL integer column holds; a larger one is refused before it reaches SQL. */
export const MAX_ID = 2_147_483_647;

/** A row id: a positive 32-bit integer. */
export const Id = (options: { description?: string } = {}) => Type.Integer({ minimum: 1, maximum: MAX_ID, ...options });

/** The highest page a list serves: its offset then fits the database whatever the page size. */
export const MAX_PAGE = 1_000_000;

/** A 1-based page number. */
export const PageNumber = () => Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 });

const STRING_ENUM = 'StringEnum';
TypeRegistry.Set<{ enum: readonly string[] }>(
  STRING_ENUM,
  (schema, value) => typeof value === 'string' && schema.enum.includes(value),
);

/**
 * One of a list of strings, as `{ type: 'string', enum }`: typed as the union on both sides (the
 * server's type provider reads the domain's TypeBox), checked by TypeBox's Value in the web's forms
 * (the registered kind), and written as plain text.
 */
export const literals = <const V extends readonly string[]>(
  values: V,
  options: { default?: V[number]; description?: string } = {},
) => Type.Unsafe<V[number]>({ ...options, [Kind]: STRING_ENUM, type: 'string', enum: [...values] });

/** `type: [x, 'null']` rather than anyOf: fast-json-stringify serialises it without trying schemas. */
export const orNull = <T extends TSchema>(schema: T) => {
  const values = (schema as { enum?: unknown[] }).enum;
  const nullable = { ...schema, type: [schema.type as string, 'null'] };
  return Type.Unsafe<Static<T> | null>(values ? { ...nullable, enum: [...values, null] } : nullable);
};

/**
 * The name of a seeded description (roles, vehicle groups, apps), which the web shows translated;
 * null for a description someone wrote or changed. Answers only: no body accepts it.
 */
export const DescriptionKey = orNull(Type.String());

/** A time on the wire: ISO 8601 in UTC (the database's timestamps serialise to it). */
export const DateTime = () => Type.String({ format: 'date-time' });

/** The answer of a write that creates or changes one row. */
export const IdResult = Closed({ id: Id() });
export type IdResult = Static<typeof IdResult>;

/** The answer of a call whose result is only its message ('Success', 'Reset link sent', ...). */
export const NoResult = Type.Null();
