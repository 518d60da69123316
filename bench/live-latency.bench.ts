import { connect, type Socket } from 'node:net';
import pino from 'pino';
import type { Telemetry } from '@armada/domain';
import { buildTestApp, type TestApp } from '@armada/server/test-support/test-app';
import { orgIdByCode } from '../packages/server/src/db/seed-base.js';
import { vehicles } from '../packages/server/src/db/schema.js';
import { ensurePartitions } from '../packages/server/src/ingest/partitions.js';
import { createIngestPipeline } from '../packages/server/src/ingest/pipeline.js';
import { startIngest } from '../packages/server/src/ingest/tcp-server.js';
import { encodeAvlPacket, encodeImei } from '../packages/server/src/ingest/protocols/teltonika/index.js';
import { connectIngestToBus } from '../packages/server/src/live/ingest-to-bus.js';
import { openLiveClient, type LiveTestClient } from '../packages/server/src/test-support/live-client.js';
import { reportSamples } from './stats.js';

export type LiveLatencyOptions = { vehicles?: number; packetsPerSecond?: number; seconds?: number };

const imeiOf = (i: number) => `86${String(i).padStart(13, '0')}`;

/** A Teltonika tracker: one TCP connection, IMEI handshake done, acknowledgements read and ignored. */
function openTracker(port: number, imei: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', noDelay: true });
    socket.once('error', reject);
    socket.once('connect', () => socket.write(encodeImei(imei)));
    socket.once('data', (ack) => {
      if (ack[0] !== 1) return reject(new Error(`${imei} refused`));
      socket.on('data', () => undefined);
      resolve(socket);
    });
  });
}

async function addVehicles(t: TestApp, count: number): Promise<string[]> {
  const organization_id = await orgIdByCode(t.ctx.database.db, 'CUS-LOGNUS');
  const imeis = Array.from({ length: count }, (_, i) => imeiOf(i));
  for (let i = 0; i < imeis.length; i += 500) {
    const rows = imeis.slice(i, i + 500).map((imei) => ({ imei, gpstype: 2, organization_id }));
    await t.ctx.database.db.insert(vehicles).values(rows);
  }
  return imeis;
}

const fix = (imei: string, time: number, n: number): Telemetry => ({
  imei,
  gpstype: 2,
  time,
  lat: -6.2 + (n % 100) * 1e-4,
  lng: 106.8,
  alt: 10,
  head: 90,
  speed: 40 + (n % 20),
  sat: 11,
  properties: { ign: 1, gps: 1 },
});

/** Sends packets round-robin at a steady rate; records when each (imei, time) left for the socket. */
async function drive(trackers: Socket[], imeis: string[], rate: number, seconds: number, sentAt: Map<string, number>) {
  const total = rate * seconds;
  const baseTime = Date.now() - 60_000;
  const started = performance.now();
  let n = 0;
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      // Catch up with the clock, so a late timer does not lower the rate.
      const due = Math.min(total, Math.floor(((performance.now() - started) * rate) / 1000));
      for (; n < due; n += 1) {
        const i = n % trackers.length;
        const imei = imeis[i] ?? '';
        // Device time in whole seconds per round, so (imei, time) names exactly one packet.
        const time = baseTime + Math.floor(n / trackers.length) * 1000;
        sentAt.set(`${imei}:${time}`, performance.now());
        trackers[i]?.write(encodeAvlPacket([fix(imei, time, n)]));
      }
      if (n >= total) {
        clearInterval(timer);
        resolve();
      }
    }, 5);
  });
}

function collect(client: LiveTestClient, sentAt: Map<string, number>, samples: number[]): void {
  client.socket.on('message', (data) => {
    type Message = { type: string; data?: { imei: string; time: number } };
    const frame = JSON.parse(data.toString()) as Message | Message[];
    const arrived = performance.now();
    for (const message of Array.isArray(frame) ? frame : [frame]) {
      if (message.type !== 'vehicle' || !message.data) continue;
      const key = `${message.data.imei}:${message.data.time}`;
      const sent = sentAt.get(key);
      if (sent === undefined) continue;
      samples.push(arrived - sent);
      sentAt.delete(key);
    }
  });
}

/**
 * Tracker to browser: Teltonika Codec 8 Extended packets over TCP → decode → batched commit →
 * live bus → WebSocket, measured from writing each packet to its update arriving. Trackers, server
 * and browser share one process, so the figures include the client side's work too.
 */
export async function benchLiveLatency(options: LiveLatencyOptions = {}): Promise<void> {
  const { vehicles: count = 1000, packetsPerSecond = 1000, seconds = 10 } = options;
  const t = await buildTestApp();
  const log = pino({ level: 'silent' });
  await ensurePartitions(t.ctx.database);
  const imeis = await addVehicles(t, count);
  const pipeline = createIngestPipeline(t.ctx.database, log);
  const disconnect = connectIngestToBus(pipeline.events, t.ctx.bus);
  const ingest = await startIngest(pipeline, { teltonika: 0, ruptela: 0, gt06: 0 }, '127.0.0.1', log);
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const client = await openLiveClient(`${address.replace(/^http/, 'ws')}/live?token=${await t.tokenOf('root')}`);
  await client.waitFor((m) => m.type === 'ready');
  const trackers = await Promise.all(imeis.map((imei) => openTracker(ingest.ports.teltonika, imei)));
  const sentAt = new Map<string, number>();
  const samples: number[] = [];
  collect(client, sentAt, samples);
  const started = performance.now();
  try {
    await drive(trackers, imeis, packetsPerSecond, seconds, sentAt);
    const deadline = Date.now() + 5000;
    while (sentAt.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    const label = `live latency, ${count} trackers, ${packetsPerSecond}/s (${t.ctx.database.kind})`;
    reportSamples(label, samples, performance.now() - started, `  missing ${sentAt.size}`);
  } finally {
    trackers.forEach((socket) => socket.destroy());
    client.close();
    disconnect();
    await ingest.close();
    await t.close();
  }
}
