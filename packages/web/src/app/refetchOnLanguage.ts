import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { LANGUAGES, type Language } from '../locales/languages';

const namesLanguage = (key: readonly unknown[]) => key.some((part) => LANGUAGES.includes(part as Language));

/**
 * The server writes addresses and other texts in the page's language: a new language asks every
 * query again, but those whose key names a language (they follow it by their key, and keep the old
 * answer for a switch back).
 */
export function refetchOnLanguageChange(i18n: I18n, queryClient: QueryClient): void {
  i18n.on('languageChanged', () => {
    void queryClient.invalidateQueries({ predicate: (query) => !namesLanguage(query.queryKey) });
  });
}
