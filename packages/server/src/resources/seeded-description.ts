/** A field a seeded description depends on: its stored value and the value a write gives (if any). */
export type DescribedBy = readonly [stored: string, written: string | undefined];

/**
 * A seeded description names its text (description_key, migration 0038) so the web shows it in the
 * reader's language. A write that changes the description, or a field its text names, makes the
 * description the writer's: the key goes. Otherwise the key is left as it is.
 */
export const keyAfterEdit = (...fields: readonly DescribedBy[]): { description_key?: null } =>
  fields.some(([stored, written]) => written !== undefined && written !== stored) ? { description_key: null } : {};
