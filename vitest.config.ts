import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Tests against the NATS server: their own project, run when TEST_NATS_URL is set (CI sets it); the
 * cluster's (`*.nodes.test.ts`: several server processes) also need PostgreSQL (TEST_DATABASE_URL).
 */
const NATS_TESTS = 'packages/server/src/live/nats-bus.test.ts';
const CLUSTER_TESTS = 'packages/server/src/**/*.nodes.test.ts';

/**
 * The run's name, for the seeded templates the server tests clone (test-support/seeded-database.ts):
 * its start in base 36, then a random part. ARMADA_TEST_RUN from outside names it and keeps them.
 */
const RUN = process.env.ARMADA_TEST_RUN ?? `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;

const serverProject = (name: string, engine: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name,
    include: ['packages/server/src/**/*.test.ts'],
    exclude: ['**/node_modules/**', NATS_TESTS, CLUSTER_TESTS],
    env: {
      ARMADA_TEST_DB: engine,
      ARMADA_TEST_RUN: `${RUN}_${engine}`,
      ...(process.env.ARMADA_TEST_RUN ? { ARMADA_TEST_KEEP_TEMPLATES: '1' } : {}),
    },
    globalSetup: ['packages/server/src/test-support/template-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

/**
 * Workers for the files that may run side by side (e2e runs alone after them): vitest's default is
 * one fewer than the cores, which on a two-core machine (CI) is a single worker and an idle core;
 * the main process does little while the workers run, so use both. `--maxWorkers` on the command
 * line (or VITEST_MAX_WORKERS) still decides: the projects would otherwise keep this value.
 */
const cores = availableParallelism();
const MAX_WORKERS = process.argv.some((arg) => /^--max-?workers/i.test(arg))
  ? undefined
  : Math.max(cores - 1, Math.min(cores, 2));

const natsProject = (withPostgres: boolean) => ({
  extends: true as const,
  test: {
    name: 'nats',
    include: withPostgres ? [NATS_TESTS, CLUSTER_TESTS] : [NATS_TESTS],
    env: { ARMADA_TEST_DB: withPostgres ? 'postgres' : 'pglite' },
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});

/** unit (domain, web logic), server on PGlite, server on PostgreSQL when TEST_DATABASE_URL is set, e2e. */
export default defineConfig({
  test: {
    maxWorkers: MAX_WORKERS,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['packages/domain/src/**/*.test.ts', 'packages/web/src/**/*.test.{ts,tsx}'] },
      },
      serverProject('server-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-postgres', 'postgres')] : []),
      ...(process.env.TEST_NATS_URL ? [natsProject(Boolean(process.env.TEST_DATABASE_URL))] : []),
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 240_000,
          globalSetup: ['e2e/support/global-setup.ts'],
        },
      },
    ],
  },
});
