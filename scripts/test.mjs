// `npm test`: every test — unit, server on PGlite, server on PostgreSQL when TEST_DATABASE_URL is set,
// and the browser tests in Chromium against the built app.
import { ensureChromium, ensureInstalled, ensureWebBuilt, run } from './lib.mjs';

ensureInstalled();
ensureChromium();
ensureWebBuilt();
run('npx', ['vitest', 'run', ...process.argv.slice(2)]);
