import { COMMAND_TIMEOUT_SECONDS } from '@armada/domain';
import type { Bus } from '../../live/bus.js';
import type { BusLog } from '../../live/nats-bus.js';
import type { IngestPipeline } from '../../ingest/pipeline.js';
import {
  COMMAND_SUBJECTS,
  isCommandRequest,
  type CommandReport,
  type CommandRequest,
  type TrackerConnected,
} from './command-bus.js';
import { encodeStarterKill, type EncodedCommand } from './command-encoding.js';
import { encodeConfig } from '../device-config/config-encoding.js';

/** A command sent and waiting: a configuration of several GT06 packets waits for as many answers. */
type Waiting = { id: string; expires: number; remaining: number; answers: string[] };

export type RelayPipeline = Pick<IngestPipeline, 'socketOf' | 'familyOf' | 'events'>;

function encode(
  family: string,
  request: CommandRequest,
  serial: number,
): (EncodedCommand & { answers: number }) | null {
  if (request.command === 'config') return encodeConfig(family, request.settings, serial);
  const encoded = encodeStarterKill(family, request.action, serial);
  return encoded && { ...encoded, answers: 1 };
}

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
    serial = (serial % 0x7fff_ff00) + 1;
    const encoded = encode(family, request, serial);
    // Several GT06 packets take consecutive server flags.
    if (encoded) serial += encoded.answers - 1;
    if (!encoded) return report({ id: request.id, imei: request.imei, status: 'failed' });
    try {
      socket.write(encoded.bytes);
    } catch (error) {
      log.warn({ err: error, imei: request.imei }, 'command not written');
      return report({ id: request.id, imei: request.imei, status: 'failed' });
    }
    const now = Date.now();
    const queue = (waiting.get(request.imei) ?? []).filter((entry) => entry.expires > now);
    queue.push({ id: request.id, expires: now + timeoutMs, remaining: encoded.answers, answers: [] });
    waiting.set(request.imei, queue);
    report({ id: request.id, imei: request.imei, status: 'sent', payload: encoded.payload });
  };

  const onAnswer = (imei: string, text: string) => {
    const now = Date.now();
    const queue = (waiting.get(imei) ?? []).filter((entry) => entry.expires > now);
    const next = queue[0];
    if (next) {
      next.answers.push(text);
      next.remaining -= 1;
      if (next.remaining === 0) queue.shift();
    }
    if (queue.length > 0) waiting.set(imei, queue);
    else waiting.delete(imei);
    if (next && next.remaining === 0)
      report({ id: next.id, imei, status: 'answered', answer: next.answers.join(' | ') });
  };

  const onConnected = (imei: string) => {
    try {
      bus.publish(COMMAND_SUBJECTS.connected, { imei } satisfies TrackerConnected);
    } catch (error) {
      log.error({ err: error, imei }, 'tracker connection not published');
    }
  };

  const unsubscribe = bus.subscribe(COMMAND_SUBJECTS.request, (payload) => {
    if (isCommandRequest(payload)) send(payload);
  });
  pipeline.events.on('command-answer', onAnswer);
  pipeline.events.on('connected', onConnected);
  return () => {
    unsubscribe();
    pipeline.events.off('command-answer', onAnswer);
    pipeline.events.off('connected', onConnected);
  };
}
