import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

const serverEntry = new URL('../server.ts', import.meta.url).pathname;

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

/** The real server as its own process (for crash and restart tests), up when /api/app/config answers. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
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
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('server did not start in 120 s');
    const up = await fetch(`${url}/api/app/config`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    child,
    kill: async (signal = 'SIGKILL') => {
      child.kill(signal);
      await exited;
    },
  };
}
