import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

const serverEntry = new URL('../server.ts', import.meta.url).pathname;
/** V8's settings the server runs with (scripts/start.mjs starts it so too). */
const serverFlags = JSON.parse(readFileSync(new URL('../../node-flags.json', import.meta.url), 'utf8')) as string[];

export function freePort(): Promise<number> {
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

export type ServerProcess = { url: string; child: ChildProcess; kill(signal?: NodeJS.Signals): Promise<void> };

type Env = Record<string, string>;

/** Tries to start a server this many times: a port found free can be taken by a parallel test before the server binds it. */
const START_ATTEMPTS = 3;

/**
 * The real server as its own process (for crash and restart tests), up when `readyPath` answers.
 * `env` may be a function, called again for each attempt, so ports it picks are picked afresh when
 * an attempt lost one of them (the server exits on EADDRINUSE).
 */
export async function startServerProcess(
  env: Env | (() => Promise<Env>),
  readyPath = '/api/app/config',
): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt += 1) {
    const started = await startOnce(typeof env === 'function' ? await env() : env, readyPath);
    if (started.up || attempt === START_ATTEMPTS) return started.up ? started.server : Promise.reject(started.error);
  }
}

/** The tracker listeners' ports of a server started by startWithIngest. */
export type IngestPorts = { teltonika: number; ruptela: number; gt06: number };

/** A server with its three tracker listeners on free ports, picked afresh when an attempt loses one. */
export async function startWithIngest(env: Env): Promise<ServerProcess & { ingestPorts: IngestPorts }> {
  let ingestPorts: IngestPorts = { teltonika: 0, ruptela: 0, gt06: 0 };
  const server = await startServerProcess(async () => {
    ingestPorts = { teltonika: await freePort(), ruptela: await freePort(), gt06: await freePort() };
    return {
      INGEST: 'true',
      ...env,
      TELTONIKA_PORT: String(ingestPorts.teltonika),
      RUPTELA_PORT: String(ingestPorts.ruptela),
      GT06_PORT: String(ingestPorts.gt06),
    };
  });
  return { ...server, ingestPorts };
}

/** A started server, or why the process exited before it answered. */
type Attempt = { up: true; server: ServerProcess } | { up: false; error: Error };

/** A node of ROLE=ingest answers only its health. */
export const INGEST_READY_PATH = '/api/health';

async function startOnce(env: Env, readyPath: string): Promise<Attempt> {
  const port = await freePort();
  // A flag the caller set in NODE_OPTIONS (a memory budget) is theirs, as in scripts/start.mjs.
  const chosen = env.NODE_OPTIONS ?? process.env.NODE_OPTIONS ?? '';
  const flags = serverFlags.filter((flag) => !chosen.includes(flag.split('=')[0] ?? flag));
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      VALIDATE_ANSWERS: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // e2e runs and the sweeps send thousands of calls from one address.
      RATE_LIMIT_PER_MINUTE: '1000000',
      RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '1000000',
      // A satellite layer to switch to, on a local port nothing answers (no imagery service is reachable here).
      MAP_SATELLITE_URL: 'http://127.0.0.1:9/satellite/{z}/{y}/{x}.jpg',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) return { up: false, error: new Error(`server exited with ${child.exitCode}`) };
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      await exited;
      throw new Error('server did not start in 120 s');
    }
    const up = await fetch(`${url}${readyPath}`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const server: ServerProcess = {
    url,
    child,
    kill: async (signal = 'SIGKILL') => {
      child.kill(signal);
      await exited;
    },
  };
  return { up: true, server };
}
