import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@armada/domain';
import { localeProblems, type LocaleSet } from './localeProblems';

const codes = Object.keys(MESSAGES);
const files = import.meta.glob<{ default: unknown }>('./*/*.json', { eager: true });
const locales: Record<string, LocaleSet> = {};
for (const [path, module] of Object.entries(files)) {
  const [, language = '', namespace = ''] = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  locales[language] = { ...locales[language], [namespace]: module.default };
}

describe('locales', () => {
  it('have every key in en-us, id and ja, and a text for every error code', () => {
    expect(Object.keys(locales).sort()).toEqual(['en-us', 'id', 'ja']);
    expect(localeProblems(locales, codes)).toEqual([]);
  });

  it('report a key missing from one language', () => {
    const broken = structuredClone(locales);
    const common = broken.ja?.common as Record<string, unknown>;
    delete common.brand;
    expect(localeProblems(broken, codes)).toContain('ja/common: missing key "brand"');
  });

  it('report an error code without text', () => {
    expect(localeProblems(locales, [...codes, 'no_such_code'])).toContain(
      'id/errors: no text for MESSAGES code "no_such_code"',
    );
  });

  it('give English error texts word for word as the spec', () => {
    const errors = locales['en-us']?.errors as Record<string, string>;
    for (const [code, text] of Object.entries(MESSAGES)) expect(errors[code]).toBe(text);
  });
});
