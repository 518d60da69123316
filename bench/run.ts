import { benchAuth } from './auth.bench.js';

/** `npm run bench`: on PGlite, then on PostgreSQL when TEST_DATABASE_URL is set. */
process.stdout.write('Armada benchmarks\n');
process.env.ARMADA_TEST_DB = 'pglite';
await benchAuth();
if (process.env.TEST_DATABASE_URL) {
  process.env.ARMADA_TEST_DB = 'postgres';
  await benchAuth();
}
