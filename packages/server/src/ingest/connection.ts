import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { Telemetry } from '@armada/domain';
import { MAX_FRAME_BYTES, ProtocolError, type Frame, type ProtocolHandler, type SessionState } from './protocol.js';
import type { IngestPipeline } from './pipeline.js';

const IDLE_TIMEOUT_MS = 10 * 60_000;

/**
 * One tracker connection: bytes in, frames out, in order. Positions are acknowledged only after the
 * pipeline has stored them. Anything wrong closes this connection with a logged reason and nothing else.
 */
export function serveConnection(
  socket: Socket,
  handler: ProtocolHandler,
  pipeline: IngestPipeline,
  log: FastifyBaseLogger,
) {
  const session: SessionState = { imei: null };
  const remote = `${socket.remoteAddress ?? '?'}:${socket.remotePort ?? '?'}`;
  let buffer: Buffer = Buffer.alloc(0);
  let busy = false;
  let closed = false;

  const close = (reason: string, detail: Record<string, unknown> = {}) => {
    if (closed) return;
    closed = true;
    log.warn({ family: handler.family, remote, imei: session.imei, reason, ...detail }, 'tracker connection closed');
    socket.destroy();
  };

  async function handle(frame: Frame): Promise<void> {
    switch (frame.kind) {
      case 'identify':
        return identify(frame.imei, frame.accept, frame.reject);
      case 'positions': {
        const imei = frame.imei ?? session.imei;
        if (!imei) throw new ProtocolError('not-identified', 'positions before identification');
        const rows: Telemetry[] = frame.positions.map((p) => ({ ...p, imei, gpstype: handler.gpstype }));
        await pipeline.storePositions(rows);
        if (frame.ack && !closed) socket.write(frame.ack);
        return;
      }
      case 'status':
        if (frame.reply && !closed) socket.write(frame.reply);
        if (session.imei) await pipeline.storeStatus(session.imei, frame.status);
        return;
      case 'command-response':
        if (frame.reply && !closed) socket.write(frame.reply);
        if (session.imei) pipeline.commandAnswered(session.imei, frame.text);
        return;
    }
  }

  async function identify(imei: string, accept: Buffer | null, reject: Buffer | null): Promise<void> {
    const device = await pipeline.identify(imei, handler.family, socket.remoteAddress ?? null, socket);
    if (!device) {
      if (reject) socket.write(reject);
      socket.end();
      close('This imei device not found.', { imei });
      return;
    }
    session.imei = imei;
    if (accept) socket.write(accept);
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

  socket.setTimeout(IDLE_TIMEOUT_MS, () => close('idle'));
  socket.on('data', (chunk: Buffer) => {
    buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
    void drain().then(() => (buffer.length > 0 && !busy && !closed ? drain() : undefined));
  });
  socket.on('error', (error) => close('socket-error', { err: error.message }));
  socket.on('close', () => {
    closed = true;
    if (session.imei) pipeline.disconnected(session.imei, socket);
  });
}
