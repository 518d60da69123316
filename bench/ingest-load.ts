// A tracker load generator in its own process (so it does not share the server's event loop):
// `tsx ingest-load.ts <port> <connections> <perPacket> <seconds>`; prints one JSON line when done.
import type { Telemetry } from '@armada/domain';
import { openTcpClient, type TcpClient } from '@armada/server/test-support/tcp-client';
import { encodeAvlPacket, encodeImei } from '@armada/server/ingest/protocols/teltonika/index';

const [port = 0, connections = 200, perPacket = 50, seconds = 15] = process.argv.slice(2).map(Number);
export const imeiOf = (i: number) => String(356_000_000_000_000 + i);

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

/** Packets encoded before the clock starts, so the figure measures the server, not the encoder. */
function packetsFor(imei: string, count: number): Buffer[] {
  const base = Date.UTC(2026, 10, 1) + Number(imei.slice(-5)) * 10_000_000;
  return Array.from({ length: count }, (_, p) =>
    encodeAvlPacket(records(imei, base + p * perPacket * 1000, perPacket)),
  );
}

async function handshake(client: TcpClient, imei: string): Promise<void> {
  client.send(encodeImei(imei));
  if ((await client.read(1))[0] !== 1) throw new Error(`${imei} was refused`);
}

/** One device: its packets, each sent after the previous ack, as trackers do. */
async function run(client: TcpClient, packets: Buffer[], until: number, sent: { n: number }) {
  for (const packet of packets) {
    if (Date.now() >= until) return;
    client.send(packet);
    await client.read(4);
    sent.n += perPacket;
  }
}

const clients = await Promise.all(Array.from({ length: connections }, () => openTcpClient(port)));
await Promise.all(clients.map((client, i) => handshake(client, imeiOf(i + 1))));
const perDevice = Math.ceil((80_000 * seconds) / connections / perPacket);
const packets = clients.map((_, i) => packetsFor(imeiOf(i + 1), perDevice));
const sent = { n: 0 };
const started = performance.now();
const until = Date.now() + seconds * 1000;
await Promise.all(clients.map((client, i) => run(client, packets[i] ?? [], until, sent)));
const elapsed = (performance.now() - started) / 1000;
clients.forEach((client) => client.end());
process.stdout.write(`${JSON.stringify({ acknowledged: sent.n, seconds: elapsed })}\n`);
