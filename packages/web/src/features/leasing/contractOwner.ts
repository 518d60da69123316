/** A choice of customer as the validation form lists them: 'CODE · Name' or the name alone. */
export type CustomerOption = { value: number; label: string };

const plain = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('id');
const SEPARATOR = ' · ';
const nameOf = (label: string) => {
  const at = label.indexOf(SEPARATOR);
  return at < 0 ? label : label.slice(at + SEPARATOR.length);
};

/**
 * The customer the contract names as owner, when exactly one customer has that name: the dealer
 * approving the registration finds it chosen and only confirms. Null when none or several match.
 */
export function contractOwner(options: readonly CustomerOption[], ownerName: string | null | undefined): number | null {
  if (!ownerName?.trim()) return null;
  const matches = options.filter((option) => plain(nameOf(option.label)) === plain(ownerName));
  return matches.length === 1 ? (matches[0]?.value ?? null) : null;
}
