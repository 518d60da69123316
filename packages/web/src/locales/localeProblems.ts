/** Locale files of one language: namespace → parsed JSON. */
export type LocaleSet = Record<string, unknown>;

function flatten(value: unknown, prefix: string, out: Map<string, unknown>): Map<string, unknown> {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

/**
 * Every key of every namespace must exist, as non-empty text, in every language; errors.json of each
 * language must hold every code of the domain's MESSAGES. Answers the problems found (none: []).
 */
export function localeProblems(byLanguage: Record<string, LocaleSet>, messageCodes: readonly string[]): string[] {
  const problems: string[] = [];
  const languages = Object.keys(byLanguage);
  const namespaces = new Set(languages.flatMap((language) => Object.keys(byLanguage[language] ?? {})));
  for (const namespace of [...namespaces].sort()) {
    const flat = Object.fromEntries(
      languages.map((language) => [language, flatten(byLanguage[language]?.[namespace] ?? {}, '', new Map())]),
    );
    const keys = new Set(languages.flatMap((language) => [...(flat[language]?.keys() ?? [])]));
    for (const key of [...keys].sort()) {
      for (const language of languages) {
        const value = flat[language]?.get(key);
        if (!flat[language]?.has(key)) problems.push(`${language}/${namespace}: missing key "${key}"`);
        else if (typeof value !== 'string') problems.push(`${language}/${namespace}: "${key}" is not a string`);
        else if (value.trim() === '') problems.push(`${language}/${namespace}: "${key}" is empty`);
      }
    }
  }
  for (const language of languages) {
    const errors = flatten(byLanguage[language]?.errors ?? {}, '', new Map());
    for (const code of messageCodes) {
      if (!errors.has(code)) problems.push(`${language}/errors: no text for MESSAGES code "${code}"`);
    }
  }
  return problems;
}
