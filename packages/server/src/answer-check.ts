import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

type Answers = Record<string, unknown> | undefined;

/** The schema a route declares for an answer with this status: exact code, then '2xx' and the like, then default. */
function schemaFor(answers: Answers, status: number): unknown {
  if (!answers) return undefined;
  return answers[String(status)] ?? answers[`${String(status)[0]}xx`] ?? answers.default;
}

/**
 * Checks answers against the schemas their routes declare, as the client will read them (after JSON):
 * strict types, no coercion, no extra fields. A mismatch throws, naming the call and what differs.
 */
export function answerChecker() {
  const ajv = new Ajv({ strict: false, allErrors: true, coerceTypes: false, useDefaults: false });
  addFormats.default(ajv);
  const compiled = new WeakMap<object, ValidateFunction>();
  return (answers: Answers, status: number, payload: unknown, call: string): void => {
    const schema = schemaFor(answers, status);
    if (typeof schema !== 'object' || schema === null) return;
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(schema, validate);
    }
    const wire: unknown = payload === undefined ? undefined : JSON.parse(JSON.stringify(payload));
    if (!validate(wire)) {
      const problems = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
      throw new Error(`${call}: the answer does not match its schema: ${problems.join('; ')}`);
    }
  };
}
