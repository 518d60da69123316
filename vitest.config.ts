import { defineConfig } from 'vitest/config';

/** Tests against the NATS server: their own project, run when TEST_NATS_URL is set (CI sets it). */
const NATS_TESTS = 'packages/server/src/live/nats-bus.test.ts';

const serverProject = (name: string, engine: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name,
    include: ['packages/server/src/**/*.test.ts'],
    exclude: ['**/node_modules/**', NATS_TESTS],
    env: { ARMADA_TEST_DB: engine },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

/** unit (domain, web logic), server on PGlite, server on PostgreSQL when TEST_DATABASE_URL is set, e2e. */
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['packages/domain/src/**/*.test.ts', 'packages/web/src/**/*.test.{ts,tsx}'] },
      },
      serverProject('server-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-postgres', 'postgres')] : []),
      ...(process.env.TEST_NATS_URL ? [{ extends: true as const, test: { name: 'nats', include: [NATS_TESTS] } }] : []),
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
