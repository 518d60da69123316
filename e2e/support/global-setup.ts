import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startWithIngest } from '@armada/server/test-support/server-process';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- vitest's provide/inject typing
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's tracker listeners, for tests that connect a simulated tracker. */
    ingestPorts: { teltonika: number; ruptela: number; gt06: number };
  }
}

const root = new URL('../..', import.meta.url).pathname;

/** Starts the real server with the demo data on a fresh embedded database, the built web app and the tracker listeners. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'armada-e2e-'));
  const server = await startWithIngest({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    DEMO: 'true',
    // Two weeks of demo history: the reports have rows, and the server still starts quickly.
    DEMO_HISTORY_DAYS: '14',
    WEB_DIST: join(root, 'packages/web/dist'),
    TOKEN_TTL_SECONDS: '3600',
    BLOCKED_REALM_ID: '6', // best-agro: the 'agro' demo user is sent to /logout
    // Tests change the fleet and compare a screen with the server at once: no minute-long count.
    ANALYTICS_LIVE_SECONDS: '0',
  });
  project.provide('baseUrl', server.url);
  project.provide('ingestPorts', server.ingestPorts);
  return async () => {
    await server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
}
