import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.js';
import { migrate } from '../../db/migrate.js';
import { seedBase } from '../../db/seed-base.js';
import { createIngestPipeline } from '../../ingest/pipeline.js';
import { startIngest } from '../../ingest/tcp-server.js';
import { createMemoryBus } from '../../live/bus.js';
import { createCommandDispatcher, type CommandDispatcher } from '../../modules/command/command-dispatcher.js';
import { connectCommandRelay } from '../../modules/command/command-relay.js';
import { freshDatabase } from '../../test-support/test-database.js';
import { planFleet } from '../fleet/fleet-plan.js';
import { seedDemo } from '../seed-demo.js';
import { startSimulator, type Simulator } from './simulator.js';

const fleet = planFleet(60);
const pick = (family: string) => {
  const vehicle = fleet.find((v) => v.family === family && v.scenario === 'normal');
  if (!vehicle) throw new Error(`no ${family} truck`);
  return vehicle;
};
const trucks = [pick('teltonika'), pick('concox'), pick('ruptela')];

let database: Database;
let simulator: Simulator;
let dispatcher: CommandDispatcher;
let closeIngest: () => Promise<void>;

async function until(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** undefined: no state yet; null: a state without imb. */
const imbOf = async (imei: string) =>
  (
    await queryRows<{ imb: number | null }>(
      database.db,
      sql`SELECT (props->>'imb')::int AS imb FROM vehicle_state WHERE imei = ${imei}`,
    )
  )[0]?.imb;

beforeAll(async () => {
  database = await freshDatabase();
  await migrate(database);
  await seedBase(database.db);
  await seedDemo(database.db, { fleetSize: 60 });
  const log = pino({ level: 'silent' });
  const bus = createMemoryBus();
  const pipeline = createIngestPipeline(database, log);
  const ingest = await startIngest(pipeline, { teltonika: 0, ruptela: 0, gt06: 0 }, '127.0.0.1', log);
  closeIngest = ingest.close;
  connectCommandRelay(pipeline, bus, log);
  dispatcher = createCommandDispatcher(bus);
  simulator = startSimulator({ ports: ingest.ports, vehicles: trucks, intervalMs: 1000 });
  // Connected and reporting: Teltonika and GT06 report the relay released; Ruptela has no field for it.
  const [teltonika, concox, ruptela] = trucks.map((v) => v.imei);
  await until(
    async () =>
      (await imbOf(teltonika ?? '')) === 0 &&
      (await imbOf(concox ?? '')) === 0 &&
      (await imbOf(ruptela ?? '')) === null,
  );
});
afterAll(async () => {
  await simulator.stop();
  await closeIngest();
  await database.close();
});

describe('simulated trackers answer commands', () => {
  it('answers a starter kill in each protocol with its own words', async () => {
    const answers = await Promise.all(
      trucks.map((v) => dispatcher.send({ imei: v.imei, command: 'starter_kill', action: 'on' })),
    );
    expect(answers.map((a) => (a.status === 'answered' ? a.answer : a.status))).toEqual([
      'DOUT1:1 DOUT2:0',
      'Cut off the fuel supply: Success!',
      'setio 1,2 OK',
    ]);
  });

  it('reports the immobiliser in its next records, and releases it', async () => {
    const [teltonika, concox] = trucks.map((v) => v.imei);
    await until(async () => (await imbOf(teltonika ?? '')) === 1 && (await imbOf(concox ?? '')) === 1);
    const released = await dispatcher.send({ imei: teltonika ?? '', command: 'starter_kill', action: 'off' });
    expect(released).toMatchObject({ status: 'answered', answer: 'DOUT1:0 DOUT2:0' });
    await until(async () => (await imbOf(teltonika ?? '')) === 0);
  });

  it('answers a configuration in each protocol with its own words', async () => {
    const settings = { apn: 'internet', host: 'gps.example.com', port: 5027 };
    const answers = await Promise.all(
      trucks.map((v) => dispatcher.send({ imei: v.imei, command: 'config', settings })),
    );
    expect(answers.map((a) => (a.status === 'answered' ? a.answer : a.status))).toEqual([
      'New value 2001:internet;2004:gps.example.com;2005:5027',
      'OK! | OK!',
      'setconnection OK',
    ]);
  });
});
