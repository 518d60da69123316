import { benchAnalytics } from './analytics.bench.js';
import { benchAuth } from './auth.bench.js';
import { benchContest } from './contest.bench.js';
import { benchContracts } from './contracts.bench.js';
import { benchEuro4 } from './euro4.bench.js';
import { benchFleetHealth } from './fleet-health.bench.js';
import { benchFuel } from './fuel.bench.js';
import { benchGeo } from './geo.bench.js';
import { benchIngest } from './ingest.bench.js';
import { benchLiveLatency } from './live-latency.bench.js';
import { benchManagement } from './management.bench.js';
import { benchMapBrowser } from './map-browser.bench.js';
import { benchMonitoringList } from './monitoring.bench.js';
import { benchNodes } from './nodes.bench.js';
import { benchPlaces } from './places.bench.js';
import { benchReportFile } from './report-file.bench.js';
import { benchReports, segmentationCost } from './reports.bench.js';
import { benchRetailSales } from './retail-sales.bench.js';
import { benchSensors } from './sensors.bench.js';

/**
 * `npm run bench`: each benchmark on PGlite, then on PostgreSQL when TEST_DATABASE_URL is set.
 * `npm run bench -- ingest live` runs only the named ones; BENCH_ENGINE=postgres only that engine. The browser benchmark of the live map
 * (`npm run bench -- map`, over ten minutes, embedded database) runs only when named.
 */
const ALL = {
  analytics: benchAnalytics,
  auth: benchAuth,
  contest: benchContest,
  contracts: benchContracts,
  euro4: benchEuro4,
  'fleet-health': benchFleetHealth,
  fuel: benchFuel,
  geo: benchGeo,
  ingest: () => benchIngest(),
  live: () => benchLiveLatency(),
  management: benchManagement,
  monitoring: benchMonitoringList,
  nodes: () => benchNodes(),
  places: benchPlaces,
  reports: async () => {
    await benchReports();
    await benchReportFile();
  },
  'report-file': benchReportFile,
  'retail-sales': benchRetailSales,
  sensors: benchSensors,
  segmentation: segmentationCost,
};
type Name = keyof typeof ALL;

const args = process.argv.slice(2);
const wanted = args.filter((arg): arg is Name => arg in ALL);
const names = wanted.length > 0 || args.includes('map') ? wanted : (Object.keys(ALL) as Name[]);
// BENCH_ENGINE=postgres (or pglite) runs one engine alone: a fresh process for memory figures.
const engines = (process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']).filter(
  (engine) => !process.env.BENCH_ENGINE || engine === process.env.BENCH_ENGINE,
);

if (args.includes('map')) await benchMapBrowser();

if (names.length > 0) process.stdout.write(`Armada benchmarks (${names.join(', ')}) on ${engines.join(' and ')}\n`);
for (const engine of names.length > 0 ? engines : []) {
  process.env.ARMADA_TEST_DB = engine;
  for (const name of names) await ALL[name]();
}
