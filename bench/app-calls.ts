import type { TestApp } from '@armada/server/test-support/test-app';
import { reportSamples } from './stats.js';

/** Times a GET of the app as `username` (after one call to warm it), `runs` times, and prints its line. */
export async function timeCalls(t: TestApp, name: string, username: string, url: string, runs = 20): Promise<void> {
  const token = await t.tokenOf(username);
  const call = async () => {
    const response = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
  };
  await call();
  const samples: number[] = [];
  const began = performance.now();
  for (let i = 0; i < runs; i += 1) {
    const t0 = performance.now();
    await call();
    samples.push(performance.now() - t0);
  }
  reportSamples(`${name} (${t.ctx.database.kind})`, samples, performance.now() - began);
}
