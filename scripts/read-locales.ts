import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LocaleSet } from '../packages/web/src/locales/localeProblems';

/** Reads every `<language>/<namespace>.json` under a locales folder (for the check and its test). */
export function readLocales(dir: string): Record<string, LocaleSet> {
  const out: Record<string, LocaleSet> = {};
  for (const language of readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    const set: LocaleSet = {};
    for (const file of readdirSync(join(dir, language.name)).filter((name) => name.endsWith('.json'))) {
      set[file.slice(0, -5)] = JSON.parse(readFileSync(join(dir, language.name, file), 'utf8'));
    }
    out[language.name] = set;
  }
  return out;
}
