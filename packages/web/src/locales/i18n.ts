import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/id';
import 'dayjs/locale/ja';
import { LOCAL_KEYS } from '../session/storageKeys';
import { detectLanguage, FALLBACK_LANGUAGE, LANGUAGES, type Language } from './languages';
import { NAMESPACES, resources } from './resources';

const DAYJS_LOCALE: Record<Language, string> = { 'en-us': 'en', id: 'id', ja: 'ja' };

function applyLanguage(language: Language): void {
  dayjs.locale(DAYJS_LOCALE[language]);
  document.documentElement.lang = language;
}

const initial = detectLanguage(localStorage.getItem(LOCAL_KEYS.lang), navigator.languages ?? [navigator.language]);

void i18n.use(initReactI18next).init({
  resources,
  lng: initial,
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  lowerCaseLng: true,
  load: 'currentOnly',
  ns: NAMESPACES,
  defaultNS: 'common',
  // Single braces, as the domain's MESSAGES write their placeholders ('{minutes}').
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  returnNull: false,
});
applyLanguage(initial);

export function changeLanguage(language: Language): void {
  localStorage.setItem(LOCAL_KEYS.lang, language);
  applyLanguage(language);
  void i18n.changeLanguage(language);
}

export { i18n };
