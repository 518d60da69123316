import i18next, { type TFunction } from 'i18next';
import { NAMESPACES, resources } from './resources';

/** A translator in one language over the shipped resources, set up as the app's (for tests of text helpers). */
export async function translator(lng: string, defaultNS: string): Promise<TFunction> {
  const i18n = i18next.createInstance();
  await i18n.init({
    resources,
    lng,
    ns: NAMESPACES,
    defaultNS,
    lowerCaseLng: true,
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  });
  return i18n.t;
}
