// `npm start`: the portal with the demo data on the embedded database, on a fresh clone, and the
// demo fleet simulator driving the trucks over TCP once the portal answers.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureInstalled, ensureWebBuilt, root, webDist } from './lib.mjs';

ensureInstalled();
ensureWebBuilt();

const env = { DEMO: 'true', WEB_DIST: webDist, ...process.env };
// V8's settings for the server (a larger young generation: docs/decisions.md, "Ingest heap"), but
// not one the operator set in NODE_OPTIONS (a memory budget): the command line would override it.
const serverFlags = JSON.parse(readFileSync(join(root, 'packages/server/node-flags.json'), 'utf8')).filter(
  (flag) => !(env.NODE_OPTIONS ?? '').includes(flag.split('=')[0]),
);
const tsx = (script, args = [], flags = []) =>
  spawn(process.execPath, [...flags, '--import', 'tsx', script, ...args], { cwd: root, env, stdio: 'inherit' });

const server = tsx('packages/server/src/server.ts', [], serverFlags);
let simulator = null;
let stopping = false;

const off = (value) => ['0', 'false', 'no', 'off'].includes(String(value ?? '').toLowerCase());
const wantsSimulator = !off(env.DEMO) && !off(env.INGEST) && !off(env.SIMULATOR);

/** The address the simulator dials: the server's own unless it listens on every interface. */
function ingestHost() {
  const host = env.HOST ?? '0.0.0.0';
  return ['0.0.0.0', '::', ''].includes(host) ? '127.0.0.1' : host;
}

async function portalAnswers() {
  const url = `http://${ingestHost().includes(':') ? `[${ingestHost()}]` : ingestHost()}:${env.PORT ?? 8080}/api/app/config`;
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function startSimulatorWhenReady() {
  while (!stopping && !(await portalAnswers())) await new Promise((resolve) => setTimeout(resolve, 500));
  if (stopping) return;
  simulator = tsx(
    'packages/server/src/demo/simulator/simulator-cli.ts',
    [
      ['--host', ingestHost()],
      ['--teltonika-port', env.TELTONIKA_PORT || '5027'],
      ['--ruptela-port', env.RUPTELA_PORT || '5046'],
      ['--gt06-port', env.GT06_PORT || '5023'],
      ['--size', env.DEMO_FLEET_SIZE || '60'],
    ].flat(),
  );
  simulator.on('exit', () => (simulator = null));
}

if (wantsSimulator) void startSimulatorWhenReady();

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    simulator?.kill(signal);
    server.kill(signal);
  });
}
server.on('exit', (code) => {
  stopping = true;
  if (!simulator) process.exit(code ?? 0);
  simulator.once('exit', () => process.exit(code ?? 0));
  simulator.kill('SIGTERM');
});
