// `npm run bench`: run.ts under the V8 flags the server runs with (packages/server/node-flags.json),
// since the ingest and report benchmarks run the server's code in this process.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

const flags = JSON.parse(readFileSync(new URL('../packages/server/node-flags.json', import.meta.url), 'utf8'));
const run = new URL('./run.ts', import.meta.url).pathname;
const child = spawn(process.execPath, [...flags, '--import', 'tsx', run, ...process.argv.slice(2)], {
  stdio: 'inherit',
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
