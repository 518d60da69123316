// A tracker load generator in its own process (so it does not share the server's event loop):
// `tsx ingest-load.ts <port> <connections> <perPacket> <seconds> <base> [<records/s> [<first tracker>]]`; prints one
// JSON line when done: records acknowledged, seconds, and each packet's ack latency p50/p99 in ms.
// Without a rate each tracker sends its next packet as soon as the previous one is acknowledged.
import { openTcpClient, type TcpClient } from '@armada/server/test-support/tcp-client';
import { encodeAvlPacket, encodeImei } from '@armada/server/ingest/protocols/teltonika/index';
import { imeiOf, records, trackerStart } from './ingest-rows.js';
import { machineShare, machineTicks } from './machine-cpu.js';
import { percentile } from './stats.js';

const [port = 0, connections = 200, perPacket = 50, seconds = 15, base = Date.UTC(2026, 10, 1), rate = 0, first = 1] =
  process.argv.slice(2).map(Number);
/** With a rate, each tracker sends a packet every `gapMs`, its start spread over one gap. */
const gapMs = rate > 0 ? (connections * perPacket * 1000) / rate : 0;

/** Packets encoded before the clock starts, so the figure measures the server, not the encoder. */
function packetsFor(imei: string, count: number): Buffer[] {
  const start = trackerStart(base, imei);
  return Array.from({ length: count }, (_, p) =>
    encodeAvlPacket(records(imei, start + p * perPacket * 1000, perPacket)),
  );
}

async function handshake(client: TcpClient, imei: string): Promise<void> {
  client.send(encodeImei(imei));
  if ((await client.read(1))[0] !== 1) throw new Error(`${imei} was refused`);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** One device: its packets, each sent after the previous ack (and, paced, not before its turn). */
async function run(client: TcpClient, packets: Buffer[], until: number, offsetMs: number) {
  const began = performance.now() + offsetMs;
  await pause(offsetMs);
  for (const [p, packet] of packets.entries()) {
    if (Date.now() >= until) return;
    if (gapMs > 0) await pause(began + p * gapMs - performance.now());
    const sentAt = performance.now();
    client.send(packet);
    await client.read(4);
    latencies.push(performance.now() - sentAt);
  }
}

const clients = await Promise.all(Array.from({ length: connections }, () => openTcpClient(port)));
await Promise.all(clients.map((client, i) => handshake(client, imeiOf(first + i))));
const planned = rate > 0 ? rate * seconds * 1.2 : 150_000 * seconds;
const perDevice = Math.ceil(planned / connections / perPacket);
const packets = clients.map((_, i) => packetsFor(imeiOf(first + i), perDevice));
const latencies: number[] = [];
const cpu = process.cpuUsage();
const machineBefore = machineTicks();
const started = performance.now();
const until = Date.now() + seconds * 1000;
await Promise.all(clients.map((client, i) => run(client, packets[i] ?? [], until, (i / connections) * gapMs)));
const elapsed = (performance.now() - started) / 1000;
const used = process.cpuUsage(cpu);
const machine = machineShare(machineBefore, machineTicks());
clients.forEach((client) => client.end());
latencies.sort((a, b) => a - b);
process.stdout.write(
  `${JSON.stringify({ acknowledged: latencies.length * perPacket, seconds: elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99), cpuMs: (used.user + used.system) / 1000, machine })}\n`,
);
