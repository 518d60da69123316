import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- vitest's provide/inject typing
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const root = new URL('../..', import.meta.url).pathname;
let server: ChildProcess | undefined;
let dataDir: string | undefined;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/app/config`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('the server did not start within 120 s');
}

/** Starts the real server with the demo data on a fresh embedded database and the built web app. */
export default async function setup(project: TestProject) {
  const port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'armada-e2e-'));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO: 'true',
    WEB_DIST: join(root, 'packages/web/dist'),
    LOG_LEVEL: 'warn',
    TOKEN_TTL_SECONDS: '3600',
    DATABASE_URL: '',
    INGEST: 'false',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    BLOCKED_REALM_ID: '6', // best-agro: the 'agro' demo user is sent to /logout
  };
  server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/server.ts'], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilUp(baseUrl, server);
  project.provide('baseUrl', baseUrl);
  return async () => {
    server?.kill('SIGTERM');
    await new Promise((r) => server?.once('exit', r));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}
