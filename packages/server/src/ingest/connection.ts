import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { MAX_FRAME_BYTES, ProtocolError, type Frame, type ProtocolHandler, type SessionState } from './protocol.js';
import type { IngestPipeline } from './pipeline.js';
import type { TrackerLink } from './connection-registry.js';
import { plainAddress } from './allow-list.js';

/** How long a connection has to say who it is (from accept), and how long it may then stay silent. */
export type ConnectionTimeouts = { loginMs: number; idleMs: number };

/**
 * One tracker connection: bytes in, frames out, in order. Positions are acknowledged only after the
 * pipeline has stored them. Anything wrong closes this connection with a logged reason and nothing else.
 * Once identified, the connection speaks for that one IMEI until it closes.
 */
export function serveConnection(
  socket: Socket,
  handler: ProtocolHandler,
  pipeline: IngestPipeline,
  log: FastifyBaseLogger,
  timeouts: ConnectionTimeouts,
) {
  const session: SessionState = { imei: null };
  const remote = `${socket.remoteAddress ?? '?'}:${socket.remotePort ?? '?'}`;
  const link: TrackerLink = {
    socket,
    family: handler.family,
    address: plainAddress(socket.remoteAddress),
    idleMs: timeouts.idleMs,
    lastDataAt: Date.now(),
  };
  // The IMEI this connection was accepted for; the session's may run ahead of it (Ruptela sets its own).
  let claimed: string | null = null;
  let buffer: Buffer = Buffer.alloc(0);
  let busy = false;
  let closed = false;

  const close = (reason: string, detail: Record<string, unknown> = {}) => {
    if (closed) return;
    closed = true;
    log.warn({ family: handler.family, remote, imei: claimed, reason, ...detail }, 'tracker connection closed');
    socket.destroy();
  };

  async function handle(frame: Frame): Promise<void> {
    switch (frame.kind) {
      case 'identify':
        return identify(frame.imei, frame.accept, frame.reject);
      case 'positions': {
        const imei = claimed;
        if (!imei) throw new ProtocolError('not-identified', 'positions before identification');
        if (frame.imei !== null && frame.imei !== imei) return close('imei-changed', { sent: frame.imei });
        // The decoder made these objects for this frame alone: stamped in place, not copied.
        for (const row of frame.positions) {
          row.imei = imei;
          row.gpstype = handler.gpstype;
        }
        await pipeline.storePositions(frame.positions);
        if (frame.ack && !closed) socket.write(frame.ack);
        return;
      }
      case 'status':
        if (frame.reply && !closed) socket.write(frame.reply);
        if (claimed) await pipeline.storeStatus(claimed, frame.status);
        return;
      case 'command-response':
        if (frame.reply && !closed) socket.write(frame.reply);
        if (claimed) pipeline.commandAnswered(claimed, frame.text);
        return;
    }
  }

  async function identify(imei: string, accept: Buffer | null, reject: Buffer | null): Promise<void> {
    if (claimed !== null) {
      if (imei !== claimed) close('imei-changed', { sent: imei });
      else if (accept) socket.write(accept);
      return;
    }
    const outcome = await pipeline.identify(imei, link);
    if (outcome.kind !== 'accepted') {
      if (reject) socket.write(reject);
      socket.end();
      if (outcome.kind === 'unknown') close('This imei device not found.', { imei });
      else close('imei-in-use', { imei, holder: outcome.holderAddress });
      return;
    }
    claimed = imei;
    session.imei = imei;
    clearTimeout(loginTimer);
    socket.setTimeout(timeouts.idleMs, () => close('idle'));
    if (accept) socket.write(accept);
    pipeline.connected(imei);
  }

  async function drain(): Promise<void> {
    if (busy) return;
    busy = true;
    try {
      while (!closed && buffer.length > 0) {
        const { frames, consumed } = handler.decode(buffer, session);
        if (consumed === 0) break;
        buffer = buffer.subarray(consumed);
        for (const frame of frames) if (!closed) await handle(frame);
      }
      if (buffer.length > 2 * MAX_FRAME_BYTES) close('oversized', { buffered: buffer.length });
    } catch (error) {
      if (error instanceof ProtocolError) close(error.reason, { detail: error.message });
      else close('store-failed', { err: error });
    } finally {
      busy = false;
    }
  }

  // From accept, not from the last byte: trickled bytes must not hold an unidentified connection open.
  const loginTimer = setTimeout(() => close('login-timeout'), timeouts.loginMs);
  socket.on('data', (chunk: Buffer) => {
    link.lastDataAt = Date.now();
    buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
    void drain().then(() => (buffer.length > 0 && !busy && !closed ? drain() : undefined));
  });
  socket.on('error', (error) => close('socket-error', { err: error.message }));
  socket.on('close', () => {
    closed = true;
    clearTimeout(loginTimer);
    if (claimed) pipeline.disconnected(claimed, link);
  });
}
