import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServerProcess } from '@armada/server/test-support/server-process';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- vitest's provide/inject typing
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const root = new URL('../..', import.meta.url).pathname;

/** Starts the real server with the demo data on a fresh embedded database and the built web app. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'armada-e2e-'));
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    DEMO: 'true',
    INGEST: 'false',
    WEB_DIST: join(root, 'packages/web/dist'),
    TOKEN_TTL_SECONDS: '3600',
    BLOCKED_REALM_ID: '6', // best-agro: the 'agro' demo user is sent to /logout
  });
  project.provide('baseUrl', server.url);
  return async () => {
    await server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
}
