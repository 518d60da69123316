import { COMMAND_TIMEOUT_SECONDS } from '@armada/domain';
import type { Bus } from '../../live/bus.js';
import type { BusLog } from '../../live/nats-bus.js';
import type { IngestPipeline } from '../../ingest/pipeline.js';
import { COMMAND_SUBJECTS, isCommandRequest, type CommandReport, type CommandRequest } from './command-bus.js';
import { encodeStarterKill } from './command-encoding.js';

type Waiting = { id: string; expires: number };

export type RelayPipeline = Pick<IngestPipeline, 'socketOf' | 'familyOf' | 'events'>;

/**
 * The ingest side of commands: sends a requested command to the tracker when this node holds its
 * connection, and reports the tracker's answer. Trackers answer in order and without an id, so each
 * answer goes to the oldest command of that tracker still waiting. Returns the function that disconnects.
 */
export function connectCommandRelay(
  pipeline: RelayPipeline,
  bus: Bus,
  log: BusLog,
  timeoutMs = COMMAND_TIMEOUT_SECONDS * 1000,
): () => void {
  const waiting = new Map<string, Waiting[]>();
  let serial = 0;

  const report = (message: CommandReport) => {
    try {
      bus.publish(COMMAND_SUBJECTS.report, message);
    } catch (error) {
      log.error({ err: error, id: message.id }, 'command report not published');
    }
  };

  const send = (request: CommandRequest) => {
    const socket = pipeline.socketOf(request.imei);
    const family = pipeline.familyOf(request.imei);
    // Another ingest node may hold the connection; the gateway decides 'offline' when nobody answers.
    if (!socket || !family || socket.destroyed || !socket.writable) return;
    serial = (serial % 0x7fff_ffff) + 1;
    const encoded = encodeStarterKill(family, request.action, serial);
    if (!encoded) return report({ id: request.id, imei: request.imei, status: 'failed' });
    try {
      socket.write(encoded.bytes);
    } catch (error) {
      log.warn({ err: error, imei: request.imei }, 'command not written');
      return report({ id: request.id, imei: request.imei, status: 'failed' });
    }
    const now = Date.now();
    const queue = (waiting.get(request.imei) ?? []).filter((entry) => entry.expires > now);
    queue.push({ id: request.id, expires: now + timeoutMs });
    waiting.set(request.imei, queue);
    report({ id: request.id, imei: request.imei, status: 'sent', payload: encoded.payload });
  };

  const onAnswer = (imei: string, text: string) => {
    const now = Date.now();
    const queue = (waiting.get(imei) ?? []).filter((entry) => entry.expires > now);
    const next = queue.shift();
    if (queue.length > 0) waiting.set(imei, queue);
    else waiting.delete(imei);
    if (next) report({ id: next.id, imei, status: 'answered', answer: text });
  };

  const unsubscribe = bus.subscribe(COMMAND_SUBJECTS.request, (payload) => {
    if (isCommandRequest(payload)) send(payload);
  });
  pipeline.events.on('command-answer', onAnswer);
  return () => {
    unsubscribe();
    pipeline.events.off('command-answer', onAnswer);
  };
}
