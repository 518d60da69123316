// `npm start`: the portal with the demo data on the embedded database, on a fresh clone.
import { spawn } from 'node:child_process';
import { ensureInstalled, ensureWebBuilt, root, webDist } from './lib.mjs';

ensureInstalled();
ensureWebBuilt();

const env = { DEMO: 'true', WEB_DIST: webDist, ...process.env };
const server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/server.ts'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
