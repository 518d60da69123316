import pino from 'pino';
import { sql } from 'drizzle-orm';
import type { Telemetry } from '@armada/domain';
import { migrate } from '@armada/server/db/migrate';
import { queryRows } from '@armada/server/db/client';
import { BRAND_ORG_CODE, orgIdByCode, seedBase } from '@armada/server/db/seed-base';
import { freshDatabase } from '@armada/server/test-support/test-database';
import { openTcpClient, type TcpClient } from '@armada/server/test-support/tcp-client';
import { ensurePartitions } from '@armada/server/ingest/partitions';
import { createIngestPipeline } from '@armada/server/ingest/pipeline';
import { startIngest } from '@armada/server/ingest/tcp-server';
import { encodeAvlPacket, encodeImei } from '@armada/server/ingest/protocols/teltonika/index';

const imeiOf = (i: number) => String(356_000_000_000_000 + i);

function records(imei: string, start: number, count: number): Telemetry[] {
  return Array.from({ length: count }, (_, k) => ({
    imei,
    gpstype: 2,
    time: start + k * 1000,
    lat: -6.2 + k * 1e-4,
    lng: 106.8 + k * 1e-4,
    alt: 20,
    head: 90,
    speed: 40 + (k % 50),
    sat: 10,
    properties: { ign: 1, gps: 1, accu: 27.4, gsm_signal: 4, mileage: 1234.5 },
  }));
}

async function handshake(client: TcpClient, imei: string): Promise<void> {
  client.send(encodeImei(imei));
  const answer = await client.read(1);
  if (answer[0] !== 1) throw new Error(`${imei} was refused`);
}

/** Packets encoded before the clock starts, so the figure measures the server, not the encoder. */
function packetsFor(imei: string, perPacket: number, count: number): Buffer[] {
  const base = Date.UTC(2026, 10, 1) + Number(imei.slice(-4)) * 1_000_000;
  return Array.from({ length: count }, (_, p) =>
    encodeAvlPacket(records(imei, base + p * perPacket * 1000, perPacket)),
  );
}

/** One device: its packets, each sent after the previous ack, as trackers do. */
async function runDevice(client: TcpClient, packets: Buffer[], perPacket: number, until: number, sent: { n: number }) {
  for (const packet of packets) {
    if (Date.now() >= until) return;
    client.send(packet);
    await client.read(4);
    sent.n += perPacket;
  }
}

/** Positions stored per second: Teltonika Codec 8 Extended over TCP from many connections. */
export async function benchIngest(connections = 200, perPacket = 50, seconds = 15): Promise<void> {
  const database = await freshDatabase();
  try {
    await migrate(database);
    await seedBase(database.db);
    await ensurePartitions(database, new Date(Date.UTC(2026, 10, 15)), 1, 3);
    const org = await orgIdByCode(database.db, BRAND_ORG_CODE);
    await database.db.execute(
      sql`INSERT INTO vehicles (imei, gpstype, organization_id) SELECT (356000000000000 + g)::text, 2, ${org} FROM generate_series(1, ${connections}) g`,
    );
    const pipeline = createIngestPipeline(database.db, pino({ level: process.env.BENCH_LOG ?? 'silent' }));
    const ingest = await startIngest(
      pipeline,
      { teltonika: 0, ruptela: 0, gt06: 0 },
      '127.0.0.1',
      pino({ level: process.env.BENCH_LOG ?? 'silent' }),
    );
    const clients = await Promise.all(Array.from({ length: connections }, () => openTcpClient(ingest.ports.teltonika)));
    await Promise.all(clients.map((client, i) => handshake(client, imeiOf(i + 1))));
    const perDevice = Math.ceil((60_000 * seconds) / connections / perPacket);
    const packets = clients.map((_, i) => packetsFor(imeiOf(i + 1), perPacket, perDevice));
    const sent = { n: 0 };
    const started = performance.now();
    const until = Date.now() + seconds * 1000;
    await Promise.all(clients.map((client, i) => runDevice(client, packets[i] ?? [], perPacket, until, sent)));
    const elapsed = (performance.now() - started) / 1000;
    const stored = await queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM positions`);
    clients.forEach((client) => client.end());
    await ingest.close();
    process.stdout.write(
      `${`ingest, Teltonika 8E over TCP (${database.kind})`.padEnd(44)} ${connections} connections × ${perPacket} records/packet: ` +
        `${Math.round(sent.n / elapsed)} positions/s acknowledged, ${stored[0]?.n ?? 0} stored in ${elapsed.toFixed(1)} s\n`,
    );
  } finally {
    await database.close();
  }
}
