import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { seedBase } from '../db/seed-base.js';
import { fleetSizeFrom } from '../demo/fleet/fleet-plan.js';
import type { HistorySettings } from '../demo/history/seed-history.js';
import { seedDemo } from '../demo/seed-demo.js';
import { freshDatabase, testEngine } from './test-database.js';

/**
 * Migrating and seeding the demo costs seconds (most of a test app's start); a test run does it once
 * per seed and clones the result. The template lives in a folder of the run (vitest.config.ts names
 * the run in ARMADA_TEST_RUN, template-setup.ts removes it): a PGlite data directory dump, or a
 * database on the PostgreSQL server that `CREATE DATABASE ... TEMPLATE` copies.
 *
 * A template is kept per seed setting and per state of the code (the newest change to the server's
 * or the domain's sources, so an edit in watch mode seeds afresh).
 *
 * The demo seed writes times relative to its "now" (last positions, a day of track ending now,
 * notifications), so a template older than TEMPLATE_MAX_AGE_MS is rebuilt: a clone is never more
 * out of date than that, against the few seconds of a fresh seed.
 */
const TEMPLATE_MAX_AGE_MS = Number(process.env.ARMADA_TEST_TEMPLATE_MAX_AGE_MS ?? 180_000);

/** What a seeded database depends on besides the code: the history settings and the fleet size. */
export type SeedSettings = Omit<HistorySettings, 'log'>;

/** A run named from outside keeps its templates as they are, to look into them or age them on purpose. */
const KEPT = Boolean(process.env.ARMADA_TEST_KEEP_TEMPLATES);

const TEMPLATE_PREFIX = 'armada_tpl_';
const TEMPLATES_ROOT = join(tmpdir(), 'armada-test-templates');
/** A run killed before its teardown leaves its templates; the next run removes those older than this. */
const LEFTOVER_AGE_MS = 12 * 3_600_000;

/** A run's name begins with its start time in base 36 (vitest.config.ts). */
const startOfRun = (name: string) => parseInt(/^([0-9a-z]+)_/.exec(name)?.[1] ?? '', 36);

/** The folder of this run's templates, or null outside a vitest run (the benches): seed afresh. */
function runDir(): string | null {
  const run = process.env.ARMADA_TEST_RUN;
  return run && /^[a-z0-9_]+$/.test(run) ? join(TEMPLATES_ROOT, run) : null;
}

const SOURCE_DIRS = ['../', '../../../domain/src/'].map((dir) => fileURLToPath(new URL(dir, import.meta.url)));

/** The newest change to the server's and the domain's code (tests aside), migrations included. */
function newestSource(): number {
  let newest = 0;
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (/\.(ts|sql)$/.test(entry.name) && !entry.name.endsWith('.test.ts'))
        newest = Math.max(newest, statSync(path).mtimeMs);
    }
  };
  SOURCE_DIRS.forEach(visit);
  return newest;
}

async function seed(database: Database, settings: SeedSettings): Promise<void> {
  await migrate(database);
  await seedBase(database.db);
  await seedDemo(database.db, { history: settings });
}

/** A fresh database with the migrations, the base and the demo seed: a clone of the run's template when it can. */
export async function seededDatabase(settings: SeedSettings): Promise<Database> {
  const dir = runDir();
  if (!dir || TEMPLATE_MAX_AGE_MS <= 0) {
    const database = await freshDatabase();
    await seed(database, settings);
    return database;
  }
  mkdirSync(dir, { recursive: true });
  const key = createHash('sha256')
    .update(
      JSON.stringify({ settings, fleetSize: fleetSizeFrom(process.env), sources: KEPT ? undefined : newestSource() }),
    )
    .digest('hex')
    .slice(0, 10);
  return testEngine() === 'pglite' ? pgliteFromTemplate(dir, key, settings) : postgresFromTemplate(dir, key, settings);
}

const isFresh = (path: string) => existsSync(path) && Date.now() - statSync(path).mtimeMs < TEMPLATE_MAX_AGE_MS;

/**
 * Writes a file whole or not at all (readers in other workers never see half of it), dated when its
 * seed began: the template's age is that of the times in it.
 */
function writeAtomically(path: string, data: string | Uint8Array, seededAt: number): void {
  const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, data);
  utimesSync(partial, seededAt / 1000, seededAt / 1000);
  renameSync(partial, path);
}

/**
 * PGlite: the template is a dump of a seeded data directory; a clone opens a new in-memory PGlite
 * from it (under a second, against initdb, migrations and seed). Two workers finding no fresh
 * template may both build one; the last rename wins and both dumps are equally good.
 */
async function pgliteFromTemplate(dir: string, key: string, settings: SeedSettings): Promise<Database> {
  const path = join(dir, `${key}.pglite.tar`);
  if (isFresh(path)) {
    return openPglite(undefined, new Blob([readFileSync(path)]));
  }
  const seededAt = Date.now();
  const database = await openPglite();
  await seed(database, settings);
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  writeAtomically(path, new Uint8Array(await dump.arrayBuffer()), seededAt);
  return database;
}

function serverUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('ARMADA_TEST_DB=postgres needs TEST_DATABASE_URL');
  return url;
}

function databaseUrl(name: string): string {
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

const onServer = (statement: string) => withServer(async (admin) => void (await admin.query(statement)));

/**
 * PostgreSQL: the template is a seeded database of its own, closed before the record naming it is
 * written (CREATE DATABASE ... TEMPLATE refuses a source with connections), never opened again and
 * dropped with the run. A newer template gets a new name, so a clone under way is never disturbed.
 */
async function postgresFromTemplate(dir: string, key: string, settings: SeedSettings): Promise<Database> {
  const record = join(dir, `${key}.postgres.json`);
  let template = isFresh(record) ? (JSON.parse(readFileSync(record, 'utf8')) as { name: string }).name : null;
  if (!template) {
    const run = process.env.ARMADA_TEST_RUN ?? '';
    template = `${TEMPLATE_PREFIX}${run}_${key}_${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
    const seededAt = Date.now();
    await onServer(`CREATE DATABASE ${template}`);
    const building = await openPostgres(databaseUrl(template));
    try {
      await seed(building, settings);
    } finally {
      await building.close();
    }
    writeAtomically(record, JSON.stringify({ name: template }), seededAt);
  }
  const name = `armada_test_${randomBytes(6).toString('hex')}`;
  await onServer(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  const database = await openPostgres(databaseUrl(name));
  return {
    ...database,
    close: async () => {
      await database.close();
      await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function withServer<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl() });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

async function dropDatabases(admin: pg.Client, keep: (name: string) => boolean): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(
    'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
    [TEMPLATE_PREFIX],
  );
  for (const { datname } of rows)
    if (!keep(datname)) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
}

/** Removes a run's templates (its folder, its databases on the server) and any a killed run left behind. */
export async function removeTemplates(run: string, engine: 'pglite' | 'postgres'): Promise<void> {
  rmSync(join(TEMPLATES_ROOT, run), { recursive: true, force: true });
  const old = (name: string) => Date.now() - startOfRun(name) > LEFTOVER_AGE_MS;
  if (existsSync(TEMPLATES_ROOT))
    for (const name of readdirSync(TEMPLATES_ROOT))
      if (old(name)) rmSync(join(TEMPLATES_ROOT, name), { recursive: true, force: true });
  if (engine !== 'postgres') return;
  await withServer((admin) =>
    dropDatabases(admin, (name) => {
      const rest = name.slice(TEMPLATE_PREFIX.length);
      return !rest.startsWith(`${run}_`) && !old(rest);
    }),
  );
}
