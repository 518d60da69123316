// `npm run check:locales`: the locale rules of packages/web/src/locales/localeProblems.ts; exits 1 on problems.
import { MESSAGES } from '@armada/domain';
import { localeProblems } from '../packages/web/src/locales/localeProblems';
import { readLocales } from './read-locales';

const dir = new URL('../packages/web/src/locales/', import.meta.url).pathname;
const problems = localeProblems(readLocales(dir), Object.keys(MESSAGES));
if (problems.length > 0) {
  console.error(`Locale check failed (${problems.length}):\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('Locale check passed: en-us, id and ja hold the same keys and every error code.');
