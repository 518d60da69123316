import Fastify from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import { Envelope, OrganizationRow, Page, VehicleRow } from '@armada/domain';
import { answerSerializer } from '@armada/server/answer-serializer';
import { buildTestApp, type TestApp } from '@armada/server/test-support/test-app';
import { MANAGEMENT_SEED } from './management.bench.js';
import { median, reportSamples } from './stats.js';

/**
 * What declaring the answers changed on the list calls: before issue 10 the generic lists had no
 * answer schema and Fastify wrote them with JSON.stringify; now the server writes only what the
 * declared schema holds (answer-serializer.ts). Real answers of the server (100,000-row seed) are
 * replayed over loopback HTTP through three routes of one Fastify instance, taken in turns so that
 * all see the same noise: as written now, as before, as Fastify's default schema serialiser
 * (fast-json-stringify) would write them, and 'plain', JSON.stringify behind the same schema route:
 * it costs what before does, so its ratio shows how far the machine's noise reaches in that run.
 * The ratios are what the change costs or saves.
 */
type Case = { name: string; url: string; schema: TSchema };

const CASES: Case[] = [
  { name: 'list_vehicle, 50 rows', url: '/api/vehicle/vehicle/list_vehicle?limit=50', schema: VehicleRow },
  { name: 'list_vehicle, 1,000 rows', url: '/api/vehicle/vehicle/list_vehicle?limit=1000', schema: VehicleRow },
  { name: 'list_vehicle, 20,000 rows', url: '/api/vehicle/vehicle/list_vehicle?limit=20000', schema: VehicleRow },
  { name: 'list_user_org, 1,000 rows', url: '/api/user/user_org/list_user_org?limit=1000', schema: OrganizationRow },
];

async function answerOf(t: TestApp, token: string, url: string): Promise<unknown> {
  const response = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
  return response.json();
}

const WRITERS = ['declared', 'before', 'fast-json-stringify', 'plain'] as const;
type Writer = (typeof WRITERS)[number];

/**
 * What the guard (the walk for undeclared names before JSON.stringify) costs per answer, timed in
 * process against JSON.stringify alone, and its share of the whole list call (query, count, write).
 */
async function guardShare(name: string, call: () => Promise<unknown>, row: TSchema, turns: number): Promise<void> {
  const answer = await call();
  const write = answerSerializer({ schema: Envelope(Page(row)) });
  const guarded: number[] = [];
  const plain: number[] = [];
  const calls: number[] = [];
  for (let i = 0; i < turns + 2; i += 1) {
    let t0 = performance.now();
    write(answer);
    const g = performance.now() - t0;
    t0 = performance.now();
    JSON.stringify(answer);
    const p = performance.now() - t0;
    t0 = performance.now();
    await call();
    const c = performance.now() - t0;
    if (i < 2) continue;
    guarded.push(g);
    plain.push(p);
    calls.push(c);
  }
  const cost = Math.max(0, median(guarded) - median(plain));
  const share = ((cost / median(calls)) * 100).toFixed(1);
  process.stdout.write(
    `  ${name}: the guard costs ${cost.toFixed(2)} ms per answer, ${share} % of the whole list call (${median(calls).toFixed(1)} ms)\n`,
  );
}

async function compare(name: string, answer: unknown, row: TSchema, runs: number): Promise<void> {
  const replay = Fastify({ logger: false });
  const schema = { response: { 200: Envelope(Page(row)) } };
  replay.get('/declared', { schema, serializerCompiler: answerSerializer }, () => answer);
  replay.get('/before', () => answer);
  replay.get(
    '/plain',
    { schema, serializerCompiler: () => (payload: unknown) => JSON.stringify(payload) },
    () => answer,
  );
  replay.get('/fast-json-stringify', { schema }, () => answer);
  const base = await replay.listen({ port: 0, host: '127.0.0.1' });
  const times: Record<Writer, number[]> = { declared: [], before: [], 'fast-json-stringify': [], plain: [] };
  const sizes = new Set<number>();
  const began = performance.now();
  for (let i = 0; i < runs + 2; i += 1) {
    for (let k = 0; k < WRITERS.length; k += 1) {
      const writer = WRITERS[(i + k) % WRITERS.length] as Writer;
      const t0 = performance.now();
      const response = await fetch(`${base}/${writer}`);
      const body = await response.arrayBuffer();
      const elapsed = performance.now() - t0;
      if (response.status !== 200) throw new Error(`${writer}: ${new TextDecoder().decode(body)}`);
      if (i >= 2) times[writer].push(elapsed); // the first two turns warm the writers up
      sizes.add(body.byteLength);
    }
  }
  const total = performance.now() - began;
  if (sizes.size !== 1) throw new Error(`${name}: the answers differ in size`);
  // Each turn times all four writers back to back: the median of the per-turn ratios cancels the
  // machine's drift, which a ratio of medians taken over the whole run does not.
  const ratio = (writer: Writer): string =>
    median(times[writer].map((time, turn) => time / (times.before[turn] ?? Number.NaN))).toFixed(2);
  const size = `${(Math.max(...sizes) / 1e3).toFixed(0)} kB`;
  for (const writer of WRITERS) reportSamples(`${name}, ${writer}`, times[writer], total, size);
  process.stdout.write(
    `  ${name}: now / before = ${ratio('declared')}, fast-json-stringify / before = ${ratio('fast-json-stringify')}, plain / before = ${ratio('plain')}\n`,
  );
  await replay.close();
}

/** The generic lists' answers written from their declared schemas against JSON.stringify, as a ratio. */
export async function benchContracts(): Promise<void> {
  const t = await buildTestApp({ validateAnswers: false });
  try {
    await t.ctx.database.exec(MANAGEMENT_SEED);
    const token = await t.tokenOf('root');
    for (const { name, url, schema } of CASES) {
      const runs = url.includes('20000') ? 40 : 200;
      const label = `${name} (${t.ctx.database.kind})`;
      await compare(label, await answerOf(t, token, url), schema, runs);
      await guardShare(label, () => answerOf(t, token, url), schema, Math.min(runs, 40));
    }
  } finally {
    await t.close();
  }
}
