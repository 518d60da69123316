import { connect } from 'node:net';
import { advance, type LinkPhase, type Truck } from './truck.js';
import { answerCommand } from './commands.js';
import { dataOf, helloOf, readReply } from './wire.js';

export type SimulatorStats = {
  trucks: number;
  connected: number;
  packetsSent: number;
  positionsSent: number;
  acked: number;
  nacked: number;
  refused: number;
  reconnects: number;
  /** Turns a truck let pass because it was still waiting for an answer. */
  skipped: number;
};

export const emptyStats = (trucks: number): SimulatorStats => ({
  trucks,
  connected: 0,
  packetsSent: 0,
  positionsSent: 0,
  acked: 0,
  nacked: 0,
  refused: 0,
  reconnects: 0,
  skipped: 0,
});

/** What the links share: where to connect, the counters, and where a dropped truck waits to reconnect. */
export type LinkContext = {
  host: string;
  portOf(truck: Truck): number;
  stats: SimulatorStats;
  requeue(truck: Truck): void;
  stopping(): boolean;
  now(): number;
};

const MAX_BACKOFF_MS = 60_000;

function setPhase(truck: Truck, phase: LinkPhase, now: number): void {
  truck.link.phase = phase;
  truck.link.since = now;
}

/** Opens the truck's connection and identifies it as its tracker would. */
export function openLink(truck: Truck, ctx: LinkContext): void {
  const socket = connect({ host: ctx.host, port: ctx.portOf(truck), noDelay: true });
  truck.link.socket = socket;
  truck.link.rx = Buffer.alloc(0);
  setPhase(truck, 'connecting', ctx.now());
  socket.once('connect', () => {
    ctx.stats.connected += 1;
    const hello = helloOf(truck);
    if (hello) socket.write(hello);
    setPhase(truck, hello ? 'handshake' : 'ready', ctx.now());
  });
  socket.on('data', (chunk: Buffer) => onData(truck, chunk, ctx));
  socket.on('error', () => undefined);
  socket.once('close', () => onClose(truck, socket, ctx));
}

function onData(truck: Truck, chunk: Buffer, ctx: LinkContext): void {
  const link = truck.link;
  link.rx = link.rx.length === 0 ? chunk : Buffer.concat([link.rx, chunk]);
  try {
    for (;;) {
      const reply = readReply(truck.vehicle.family, link.rx, link.phase === 'handshake');
      if (!reply) return;
      link.rx = link.rx.subarray(reply.size);
      if (reply.kind === 'reject') {
        ctx.stats.refused += 1;
        link.backoffMs = MAX_BACKOFF_MS;
        link.socket?.destroy();
        return;
      }
      if (reply.kind === 'accept' && link.phase === 'handshake') setPhase(truck, 'ready', ctx.now());
      if (reply.kind === 'command') link.socket?.write(answerCommand(truck, reply));
      if (reply.kind === 'ack' || reply.kind === 'nack') {
        ctx.stats[reply.kind === 'ack' ? 'acked' : 'nacked'] += 1;
        link.backoffMs = 1000;
        if (link.phase === 'waiting') setPhase(truck, 'ready', ctx.now());
      }
    }
  } catch {
    link.socket?.destroy();
  }
}

function onClose(truck: Truck, socket: NonNullable<Truck['link']['socket']>, ctx: LinkContext): void {
  const link = truck.link;
  if (link.socket !== socket) return;
  if (link.phase !== 'connecting') ctx.stats.connected -= 1;
  link.socket = null;
  setPhase(truck, 'down', ctx.now());
  if (ctx.stopping()) return;
  ctx.stats.reconnects += 1;
  // Jitter spreads a mass reconnect (server restart) instead of all trucks knocking at once.
  const jitter = 0.5 + ((truck.vehicle.index * 7919) % 1000) / 1000;
  link.retryAt = ctx.now() + link.backoffMs * jitter;
  link.backoffMs = Math.min(MAX_BACKOFF_MS, link.backoffMs * 2);
  ctx.requeue(truck);
}

/** Answers longer than this drop the connection: the tracker assumes it dead and dials again. */
const STALL_MS = 30_000;

/** The truck's turn: send its record when the link is free, or notice a link that has stalled. */
export function takeTurn(truck: Truck, ctx: LinkContext, intervalMs: number): void {
  const link = truck.link;
  const now = ctx.now();
  if (link.phase === 'ready' && link.socket) {
    const { packets, awaitsReply } = dataOf(truck, advance(truck, now));
    for (const packet of packets) link.socket.write(packet);
    ctx.stats.packetsSent += packets.length;
    ctx.stats.positionsSent += 1;
    if (awaitsReply) setPhase(truck, 'waiting', now);
    return;
  }
  if (link.phase === 'waiting') ctx.stats.skipped += 1;
  const stalled =
    link.phase !== 'down' && link.phase !== 'ready' && now - link.since > Math.max(STALL_MS, 3 * intervalMs);
  if (stalled) link.socket?.destroy();
}
