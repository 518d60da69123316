/** The entries of an object whose value is not undefined (a form field left out). */
export function definedOnly<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** The named fields of an input that it gives, and no others: how a write names the columns it sets. */
export function pickGiven<T extends object, K extends keyof T & string>(
  input: T,
  keys: readonly K[],
): Partial<Pick<T, K>> {
  const picked: Partial<Pick<T, K>> = {};
  for (const key of keys) if (input[key] !== undefined) picked[key] = input[key];
  return picked;
}
