import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess, type ServerProcess } from '@armada/server/test-support/server-process';

const root = new URL('../..', import.meta.url).pathname;

export type OwnServer = {
  /** The server's data folder: its embedded database is `pglite` inside, readable while it is stopped. */
  dataDir: string;
  /** Starts the portal on the folder (again after a stop): demo data, one day of history, no trackers. */
  start(): Promise<ServerProcess>;
  /** Removes the folder; the server must be stopped. */
  remove(): void;
};

/**
 * A portal of the test's own, for tests whose changes the shared e2e server must not see (a locked
 * account, a lapsed subscription) or that need settings it lacks (a payment provider).
 */
export function ownServer(env: Record<string, string> = {}): OwnServer {
  const dataDir = mkdtempSync(join(tmpdir(), 'armada-e2e-own-'));
  return {
    dataDir,
    start: () =>
      startServerProcess({
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        DEMO: 'true',
        DEMO_HISTORY_DAYS: '1',
        // No trackers: listeners on the default ports would collide with any other server on the machine.
        INGEST: 'false',
        WEB_DIST: join(root, 'packages/web/dist'),
        TOKEN_TTL_SECONDS: '3600',
        ...env,
      }),
    remove: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}
