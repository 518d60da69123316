// Helpers shared by the start and test scripts: plain Node, no dependencies, so they run on a fresh clone.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0) {
    process.stderr.write(`\n${command} ${args.join(' ')} failed (exit ${result.status})\n`);
    process.exit(result.status ?? 1);
  }
}

/** Installs the npm packages when node_modules is missing or older than the lock file. */
export function ensureInstalled() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  process.stdout.write('Installing npm packages...\n');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

export const webDist = join(root, 'packages/web/dist');

/** Builds the web app when its output is missing or older than its sources or the domain's. */
export function ensureWebBuilt() {
  const index = join(webDist, 'index.html');
  const sources = Math.max(newestMtime(join(root, 'packages/web')), newestMtime(join(root, 'packages/domain/src')));
  if (existsSync(index) && statSync(index).mtimeMs >= sources) return;
  process.stdout.write('Building the web app...\n');
  run('npm', ['run', 'build', '--workspace', '@armada/web']);
}

/** Debian's Chromium for the browser tests; installed when missing and we may (root with apt). */
export function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return;
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
    process.stderr.write('Browser tests need /usr/bin/chromium: apt-get install -y chromium\n');
    process.exit(1);
  }
  process.stdout.write('Installing Chromium for the browser tests...\n');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}
