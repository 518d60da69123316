#!/usr/bin/env node
// Locale check: every key of every namespace exists in en-us, id and ja alike, no value is empty,
// and errors.json of each language holds every code of the domain's MESSAGES. Exits 1 on problems.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const localesDir = join(root, 'packages/web/src/locales');
const messagesFile = join(root, 'packages/domain/src/messages.ts');
const LANGUAGES = ['en-us', 'id', 'ja'];
const problems = [];

function flatten(value, prefix, out) {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

function load(language, namespace) {
  const file = join(localesDir, language, `${namespace}.json`);
  if (!existsSync(file)) {
    problems.push(`${language}/${namespace}.json is missing`);
    return new Map();
  }
  try {
    return flatten(JSON.parse(readFileSync(file, 'utf8')), '', new Map());
  } catch (error) {
    problems.push(`${language}/${namespace}.json is not valid JSON: ${error.message}`);
    return new Map();
  }
}

function messageCodes() {
  const source = readFileSync(messagesFile, 'utf8');
  const block = source.match(/export const MESSAGES\s*=\s*\{([\s\S]*?)\}\s*as const/);
  if (!block) {
    problems.push('MESSAGES not found in packages/domain/src/messages.ts');
    return [];
  }
  return [...block[1].matchAll(/^\s*([A-Za-z_]\w*)\s*:/gm)].map((match) => match[1]);
}

const namespaces = new Set(
  LANGUAGES.flatMap((language) =>
    existsSync(join(localesDir, language))
      ? readdirSync(join(localesDir, language)).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5))
      : [],
  ),
);

for (const namespace of [...namespaces].sort()) {
  const byLanguage = Object.fromEntries(LANGUAGES.map((language) => [language, load(language, namespace)]));
  const allKeys = new Set(LANGUAGES.flatMap((language) => [...byLanguage[language].keys()]));
  for (const key of [...allKeys].sort()) {
    for (const language of LANGUAGES) {
      const value = byLanguage[language].get(key);
      if (!byLanguage[language].has(key)) problems.push(`${language}/${namespace}: missing key "${key}"`);
      else if (typeof value !== 'string') problems.push(`${language}/${namespace}: "${key}" is not a string`);
      else if (value.trim() === '') problems.push(`${language}/${namespace}: "${key}" is empty`);
    }
  }
}

for (const code of messageCodes()) {
  for (const language of LANGUAGES) {
    const errors = load(language, 'errors');
    if (!errors.has(code)) problems.push(`${language}/errors: no text for MESSAGES code "${code}"`);
  }
}

if (problems.length > 0) {
  console.error(`Locale check failed (${problems.length}):\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`Locale check passed: ${namespaces.size} namespaces in ${LANGUAGES.join(', ')}.`);
