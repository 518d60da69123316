import { benchAuth } from './auth.bench.js';
import { benchIngest } from './ingest.bench.js';
import { benchLiveLatency } from './live-latency.bench.js';
import { benchMonitoringList } from './monitoring.bench.js';

/**
 * `npm run bench`: each benchmark on PGlite, then on PostgreSQL when TEST_DATABASE_URL is set.
 * `npm run bench -- ingest live` runs only the named ones.
 */
const ALL = {
  auth: benchAuth,
  ingest: () => benchIngest(),
  live: () => benchLiveLatency(),
  monitoring: benchMonitoringList,
};
type Name = keyof typeof ALL;

const wanted = process.argv.slice(2).filter((arg): arg is Name => arg in ALL);
const names = wanted.length > 0 ? wanted : (Object.keys(ALL) as Name[]);
const engines = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

process.stdout.write(`Armada benchmarks (${names.join(', ')}) on ${engines.join(' and ')}\n`);
for (const engine of engines) {
  process.env.ARMADA_TEST_DB = engine;
  for (const name of names) await ALL[name]();
}
