import type { TFunction } from 'i18next';

/** A row whose description may be seeded: description_key then names its text in common:seeded. */
export type Described = { name: string; description: string; description_key: string | null };

/**
 * A role's, vehicle group's or app's description in the reader's language: a seeded one from its key
 * (the row's name filling {name}), falling back to the stored English; one someone wrote, as written.
 * Lists and detail panels show this; edit forms show the stored text, which is what an edit changes.
 */
export function seededDescription(t: TFunction, row: Described): string {
  if (row.description_key === null) return row.description;
  return t(`common:seeded.${row.description_key}`, { name: row.name, defaultValue: row.description });
}
