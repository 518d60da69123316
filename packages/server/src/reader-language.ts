/** The languages the portal speaks, as the web names them. */
export const READER_LANGUAGES = ['en-us', 'id', 'ja'] as const;
export type ReaderLanguage = (typeof READER_LANGUAGES)[number];

/** The language of the person behind a request: the web sends its own (Accept-Language) with every call. */
export const readerLanguageOf = (request: {
  headers: Record<string, string | string[] | undefined>;
}): ReaderLanguage => {
  const header = request.headers['accept-language'];
  return pickLanguage(undefined, Array.isArray(header) ? header.join(',') : header);
};

/** The language asked for (a `lang` field), else the first of Accept-Language the portal speaks, else English. */
export function pickLanguage(requested: string | undefined, acceptLanguage: string | undefined): ReaderLanguage {
  const wanted = [requested, ...(acceptLanguage ?? '').split(',').map((part) => part.split(';')[0])];
  for (const value of wanted) {
    const lower = value?.trim().toLowerCase() ?? '';
    if (lower.startsWith('id') || lower.startsWith('in')) return 'id';
    if (lower.startsWith('ja')) return 'ja';
    if (lower.startsWith('en')) return 'en-us';
  }
  return 'en-us';
}
