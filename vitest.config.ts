import { defineConfig } from 'vitest/config';

const serverProject = (name: string, engine: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name,
    include: ['packages/server/src/**/*.test.ts'],
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
