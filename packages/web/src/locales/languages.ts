export const LANGUAGES = ['en-us', 'id', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en-us';

/** Names shown in the language switch, each in its own language. */
export const LANGUAGE_NAMES: Record<Language, string> = { 'en-us': 'English', id: 'Indonesia', ja: '日本語' };

export function isLanguage(value: string | null | undefined): value is Language {
  return LANGUAGES.some((language) => language === value);
}

function fromLocale(locale: string): Language | null {
  const lower = locale.toLowerCase();
  if (lower.startsWith('id') || lower.startsWith('in')) return 'id';
  if (lower.startsWith('ja')) return 'ja';
  if (lower.startsWith('en')) return 'en-us';
  return null;
}

/** The stored choice first, then the first browser locale we speak, then en-us. */
export function detectLanguage(stored: string | null, browserLocales: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const locale of browserLocales) {
    const match = fromLocale(locale);
    if (match) return match;
  }
  return FALLBACK_LANGUAGE;
}
