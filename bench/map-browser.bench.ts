import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { startWithIngest, type IngestPorts } from '@armada/server/test-support/server-process';
import { launchBrowser, newPage, signInThroughSso } from '@armada/e2e/support/browser';
import { percentile } from './stats.js';

const TRUCKS = Number(process.env.BENCH_MAP_TRUCKS ?? 20_000);
const MINUTES = Number(process.env.BENCH_MAP_MINUTES ?? 10);
const INTERVAL_MS = Number(process.env.BENCH_MAP_INTERVAL_MS ?? 5_000);
const root = new URL('..', import.meta.url).pathname;
const simulatorEntry = join(root, 'packages/server/src/demo/simulator/simulator-cli.ts');

function startSimulator(ports: IngestPorts): ChildProcess {
  const args = [
    ['--teltonika-port', ports.teltonika],
    ['--ruptela-port', ports.ruptela],
    ['--gt06-port', ports.gt06],
    ['--size', TRUCKS],
    ['--interval-ms', INTERVAL_MS],
  ].flatMap(([flag, value]) => [String(flag), String(value)]);
  return spawn(process.execPath, ['--import', 'tsx', simulatorEntry, ...args], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Frame-to-frame times in the page while the mouse drags the map around for `ms`. */
async function framesWhilePanning(page: Page, ms: number): Promise<number[]> {
  const box = await page.locator('.maplibregl-canvas').boundingBox();
  if (!box) throw new Error('no map canvas');
  await page.evaluate(() => {
    const w = window as unknown as { __frames: number[] };
    w.__frames = [];
    let last = performance.now();
    const tick = (now: number) => {
      w.__frames.push(now - last);
      last = now;
      if (w.__frames.length < 100_000) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const until = Date.now() + ms;
  for (let i = 0; Date.now() < until; i += 1) {
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    const dx = (i % 2 === 0 ? 1 : -1) * 200;
    await page.mouse.move(cx + dx, cy + dx / 3, { steps: 20 });
    await page.mouse.up();
  }
  return page.evaluate(() => (window as unknown as { __frames: number[] }).__frames.slice(1));
}

/**
 * Click to the 'N of M vehicles' line changing, measured inside the page: `applied` when the click's
 * work is done (list, counts and map source updated; the line already holds the new text), `painted`
 * when the next frame shows it (what a dispatcher waits for, software rendering included).
 */
async function timeFilter(page: Page, option: string): Promise<{ applied: number; painted: number }> {
  return page.evaluate(async (name) => {
    const items = Array.from(document.querySelectorAll<HTMLElement>('.ant-segmented-item'));
    const target = items.find((item) => item.textContent?.includes(name));
    if (!target) throw new Error(`no filter ${name}`);
    const line = Array.from(document.querySelectorAll('span')).find((s) =>
      / of \d+ vehicles$/.test(s.textContent ?? ''),
    );
    const before = line?.textContent;
    const t0 = performance.now();
    target.click();
    const applied = line?.textContent !== before ? performance.now() - t0 : Number.NaN;
    await new Promise<void>((resolve) => {
      const check = () => (line?.textContent !== before ? resolve() : requestAnimationFrame(check));
      requestAnimationFrame(check);
    });
    const painted = performance.now() - t0;
    return { applied: Number.isNaN(applied) ? painted : applied, painted };
  }, option);
}

async function heapMb(page: Page): Promise<number> {
  const session = await page.context().newCDPSession(page);
  await session.send('Performance.enable');
  await session.send('HeapProfiler.collectGarbage');
  const { metrics } = await session.send('Performance.getMetrics');
  await session.detach();
  return (metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? Number.NaN) / 1e6;
}

const fmt = (n: number) => n.toFixed(1);
function printFrames(label: string, frames: number[]): void {
  const sorted = [...frames].sort((a, b) => a - b);
  const long = frames.filter((f) => f > 50).length;
  process.stdout.write(
    `${label.padEnd(44)} frames ${String(frames.length).padStart(5)}  p50 ${fmt(percentile(sorted, 50))} ms  ` +
      `p95 ${fmt(percentile(sorted, 95))} ms  p99 ${fmt(percentile(sorted, 99))} ms  over 50 ms: ${long}\n`,
  );
}

function printTimes(label: string, times: number[]): void {
  const sorted = [...times].sort((a, b) => a - b);
  process.stdout.write(
    `${label.padEnd(44)} runs ${String(sorted.length).padStart(5)}  ` +
      `p50 ${fmt(percentile(sorted, 50))} ms  p95 ${fmt(percentile(sorted, 95))} ms  max ${fmt(sorted.at(-1) ?? 0)} ms\n`,
  );
}

async function measureMap(page: Page): Promise<void> {
  await page.waitForURL('**/maps', { timeout: 120_000 });
  // The admin sees the simulated trucks and the few vehicles other demo data adds.
  const digits = String(TRUCKS).length;
  await page.getByText(new RegExp(`of \\d{${digits},} vehicles`)).waitFor({ timeout: 300_000 });
  await page.waitForTimeout(5_000);
  process.stdout.write(`map loaded with ${TRUCKS} trucks, live updates every ${INTERVAL_MS / 1000} s each\n`);
  printFrames('map browser: frame time while panning', await framesWhilePanning(page, 20_000));
  const filterTimes: { applied: number; painted: number }[] = [];
  for (let i = 0; i < 5; i += 1) {
    for (const option of ['Abnormal', 'Normal', 'Not updated', 'All vehicles'])
      filterTimes.push(await timeFilter(page, option));
  }
  printTimes(
    'map browser: click filter, applied',
    filterTimes.map((time) => time.applied),
  );
  printTimes(
    'map browser: click filter, painted',
    filterTimes.map((time) => time.painted),
  );
  const start = await heapMb(page);
  process.stdout.write(`map browser: JS heap after load ${fmt(start)} MB; now ${MINUTES} min of live updates\n`);
  for (let minute = 1; minute <= MINUTES; minute += 1) {
    await page.waitForTimeout(60_000);
    if (minute % 5 === 0 || minute === MINUTES)
      process.stdout.write(`  after ${minute} min: ${fmt(await heapMb(page))} MB\n`);
  }
  printFrames('map browser: frame time panning, after run', await framesWhilePanning(page, 10_000));
}

/**
 * The live map in Chromium with a large fleet driven by the simulator over TCP: frame times while
 * panning, time to apply a filter, and the JS heap over BENCH_MAP_MINUTES of live updates. Headless
 * Chromium renders WebGL in software here and shares two cores with server and simulator: pessimistic.
 */
export async function benchMapBrowser(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'armada-map-bench-'));
  const server = await startWithIngest({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    DEMO: 'true',
    DEMO_FLEET_SIZE: String(TRUCKS),
    // Every simulated truck connects from 127.0.0.1: lift the per-address connection limit (default 1000).
    INGEST_MAX_CONNECTIONS_PER_ADDRESS: '0',
    WEB_DIST: join(root, 'packages/web/dist'),
  });
  const simulator = startSimulator(server.ingestPorts);
  const browser = await launchBrowser();
  try {
    const { page } = await newPage(browser, server.url);
    // tsx keeps function names with a __name helper that the functions sent to page.evaluate expect.
    await page.addInitScript('globalThis.__name = (fn) => fn;');
    await signInThroughSso(page, 'admin', '/maps');
    await measureMap(page);
  } finally {
    await browser.close();
    simulator.kill('SIGTERM');
    await server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}
