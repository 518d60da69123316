import type { TObject, TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import './formats.js';

/** A body schema, as forms receive it (the web imports TypeBox's types through the domain only). */
export type BodySchema = TObject;

/** Why a form field is refused, as an error code of MESSAGES. */
export type FieldProblemCode = 'fill_blank' | 'invalid_value';

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The same rules the server's schema applies, for one field of a form before it is sent: a required
 * field left empty is 'fill_blank', a value the schema refuses 'invalid_value'. Form inputs give
 * text, so values are converted to the schema's types first (as the server's coercion does).
 */
export function fieldProblem(schema: TObject, field: string, value: unknown): FieldProblemCode | null {
  const property: TSchema | undefined = schema.properties[field];
  if (!property) return null;
  if (isEmpty(value)) return schema.required?.includes(field) ? 'fill_blank' : null;
  return Value.Check(property, Value.Convert(property, value)) ? null : 'invalid_value';
}

/** Every field's problem at once (the whole body checked before sending), keyed by field. */
export function bodyProblems(
  schema: TObject,
  body: Readonly<Record<string, unknown>>,
): Record<string, FieldProblemCode> {
  const problems: Record<string, FieldProblemCode> = {};
  for (const field of Object.keys(schema.properties)) {
    const problem = fieldProblem(schema, field, body[field]);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** The body as the server should receive it: empty optional fields left out, text trimmed. */
export function cleanBody(body: Readonly<Record<string, unknown>>): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(body)) {
    if (isEmpty(value)) continue;
    if (typeof value === 'string') out[key] = value.trim();
    else if (typeof value === 'number' || typeof value === 'boolean') out[key] = value;
  }
  return out;
}

/**
 * The body of an edit: as {@link cleanBody}, plus '' for each optional field the user emptied
 * (it had a value when the form opened) where the schema accepts '' — left out, the server would
 * keep the old value. Fields that cannot be '' (numbers, patterns) stay left out as before.
 */
export function editBody(
  schema: TObject,
  initial: Readonly<Record<string, unknown>>,
  values: Readonly<Record<string, unknown>>,
): Record<string, string | number | boolean> {
  const body = cleanBody(values);
  for (const [field, property] of Object.entries(schema.properties)) {
    const emptied = !isEmpty(initial[field]) && isEmpty(values[field]) && field in values;
    if (emptied && !schema.required?.includes(field) && Value.Check(property, '')) body[field] = '';
  }
  return body;
}
