import Fastify from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import { Envelope, OrganizationRow, Page, VehicleRow } from '@armada/domain';
import { answerSerializer } from '@armada/server/answer-serializer';
import { buildTestApp, type TestApp } from '@armada/server/test-support/test-app';
import { MANAGEMENT_SEED } from './management.bench.js';
import { reportSamples } from './stats.js';

/**
 * What declaring the answers changed on the list calls: before issue 10 the generic lists had no
 * answer schema and Fastify wrote them with JSON.stringify; now the server writes only what the
 * declared schema holds (answer-serializer.ts). Real answers of the server (100,000-row seed) are
 * replayed over loopback HTTP through three routes of one Fastify instance, taken in turns so that
 * all see the same noise: as written now, as before, and as Fastify's default schema serialiser
 * (fast-json-stringify) would write them. The ratios are what the change costs or saves.
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

const WRITERS = ['declared', 'before', 'fast-json-stringify'] as const;
type Writer = (typeof WRITERS)[number];

async function compare(name: string, answer: unknown, row: TSchema, runs: number): Promise<void> {
  const replay = Fastify({ logger: false });
  const schema = { response: { 200: Envelope(Page(row)) } };
  replay.get('/declared', { schema, serializerCompiler: answerSerializer }, () => answer);
  replay.get('/before', () => answer);
  replay.get('/fast-json-stringify', { schema }, () => answer);
  const base = await replay.listen({ port: 0, host: '127.0.0.1' });
  const times: Record<Writer, number[]> = { declared: [], before: [], 'fast-json-stringify': [] };
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
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
  const size = `${(Math.max(...sizes) / 1e3).toFixed(0)} kB`;
  for (const writer of WRITERS) reportSamples(`${name}, ${writer}`, times[writer], total, size);
  const ratio = (writer: Writer) => (median(times[writer]) / median(times.before)).toFixed(2);
  process.stdout.write(
    `  ${name}: now / before = ${ratio('declared')}, fast-json-stringify / before = ${ratio('fast-json-stringify')}\n`,
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
      const runs = url.includes('20000') ? 20 : 200;
      await compare(`${name} (${t.ctx.database.kind})`, await answerOf(t, token, url), schema, runs);
    }
  } finally {
    await t.close();
  }
}
