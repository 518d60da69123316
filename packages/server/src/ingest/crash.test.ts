import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Telemetry } from '@armada/domain';
import { queryRows } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { vehicles } from '../db/schema.js';
import { BRAND_ORG_CODE, orgIdByCode, seedBase } from '../db/seed-base.js';
import { freePort, startServerProcess, type ServerProcess } from '../test-support/server-process.js';
import { openTcpClient, type TcpClient } from '../test-support/tcp-client.js';
import { freshDatabaseTarget, type DatabaseTarget } from '../test-support/test-database.js';
import { encodeAvlPacket, encodeImei } from './protocols/teltonika/index.js';

const IMEI = '356307042441013';
const PACKETS = 40;
const PER_PACKET = 25;
const start = Math.floor(Date.now() / 60_000) * 60_000 - PACKETS * PER_PACKET * 1000;

const packet = (p: number): Buffer =>
  encodeAvlPacket(
    Array.from({ length: PER_PACKET }, (_, k): Telemetry => {
      const i = p * PER_PACKET + k;
      return {
        imei: IMEI,
        gpstype: 2,
        time: start + i * 1000,
        lat: -6.2,
        lng: 106.8 + i * 1e-5,
        alt: 0,
        head: 90,
        speed: 50,
        sat: 9,
        properties: { ign: 1, gps: 1 },
      };
    }),
  );

let target: DatabaseTarget;
let server: ServerProcess | undefined;
let env: Record<string, string>;

beforeAll(async () => {
  target = await freshDatabaseTarget();
  const database = await target.open();
  await migrate(database);
  await seedBase(database.db);
  await database.db
    .insert(vehicles)
    .values({ imei: IMEI, gpstype: 2, organization_id: await orgIdByCode(database.db, BRAND_ORG_CODE) });
  await database.close();
  env = { ...target.env, DEMO: 'false', TELTONIKA_PORT: String(await freePort()), RUPTELA_PORT: '0', GT06_PORT: '0' };
}, 60_000);

afterAll(async () => {
  await server?.kill();
  await target.dispose();
});

/** Sends packets from `first` on, each after the previous ack, and answers how many were acknowledged. */
async function sendFrom(client: TcpClient, first: number, killAfter: number | null): Promise<number> {
  let acked = first;
  for (let p = first; p < PACKETS; p += 1) {
    client.send(packet(p));
    if (p === killAfter) {
      await server?.kill('SIGKILL');
      return acked;
    }
    await client.read(4);
    acked = p + 1;
  }
  return acked;
}

describe('a crash while a tracker sends', () => {
  it('stores every record exactly once after restart and resend', async () => {
    server = await startServerProcess(env);
    const first = await openTcpClient(Number(env.TELTONIKA_PORT));
    first.send(encodeImei(IMEI));
    expect((await first.read(1))[0]).toBe(1);
    const acked = await sendFrom(first, 0, 17);
    expect(acked).toBe(17);

    server = await startServerProcess(env);
    const second = await openTcpClient(Number(env.TELTONIKA_PORT));
    second.send(encodeImei(IMEI));
    expect((await second.read(1))[0]).toBe(1);
    // Like a real tracker: everything not acknowledged is sent again, including the packet in flight.
    expect(await sendFrom(second, acked, null)).toBe(PACKETS);
    second.end();
    await server.kill('SIGTERM');
    server = undefined;

    const database = await target.open();
    const rows = await queryRows<{ n: number; distinct_times: number }>(
      database.db,
      sql`SELECT count(*)::int AS n, count(DISTINCT time)::int AS distinct_times FROM positions WHERE imei = ${IMEI}`,
    );
    await database.close();
    expect(rows[0]).toEqual({ n: PACKETS * PER_PACKET, distinct_times: PACKETS * PER_PACKET });
  }, 120_000);
});
