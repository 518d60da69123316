import { randomUUID } from 'node:crypto';
import { COMMAND_TIMEOUT_SECONDS } from '@armada/domain';
import type { Bus } from '../../live/bus.js';
import {
  COMMAND_SUBJECTS,
  isCommandReport,
  type CommandOrder,
  type CommandReport,
  type CommandRequest,
} from './command-bus.js';

export type CommandOutcome =
  | { status: 'offline' }
  | { status: 'failed'; payload: string | null }
  | { status: 'timeout'; payload: string }
  | { status: 'answered'; payload: string; answer: string; answeredAt: Date };

export type DispatcherOptions = {
  /** How long to wait for the tracker's answer once the command is sent. */
  timeoutMs?: number;
  /** On a networked bus, how long to wait for an ingest node to say it sent the command. */
  deliveryMs?: number;
};

const NETWORK_DELIVERY_MS = 3_000;

/**
 * The gateway side of commands: publishes a request and follows its reports to one outcome. On the
 * in-process bus the ingest relay reports 'sent' before publish returns, so silence means offline at
 * once; over NATS the ingest node holding the connection has `deliveryMs` to speak up.
 */
export function createCommandDispatcher(bus: Bus, options: DispatcherOptions = {}) {
  const timeoutMs = options.timeoutMs ?? COMMAND_TIMEOUT_SECONDS * 1000;
  const deliveryMs = options.deliveryMs ?? (bus.kind === 'memory' ? 0 : NETWORK_DELIVERY_MS);
  const pending = new Map<string, (report: CommandReport) => void>();
  const unsubscribe = bus.subscribe(COMMAND_SUBJECTS.report, (payload) => {
    if (isCommandReport(payload)) pending.get(payload.id)?.(payload);
  });

  function send(request: CommandOrder): Promise<CommandOutcome> {
    const id = randomUUID();
    return new Promise((resolve) => {
      // Written by the report handler, which may run inside publish (in-process bus) or later.
      const state: { payload: string | null; timer?: NodeJS.Timeout } = { payload: null };
      const finish = (outcome: CommandOutcome) => {
        clearTimeout(state.timer);
        pending.delete(id);
        resolve(outcome);
      };
      pending.set(id, (report) => {
        if (report.status === 'sent') {
          const payload = report.payload;
          state.payload = payload;
          clearTimeout(state.timer);
          state.timer = setTimeout(() => finish({ status: 'timeout', payload }), timeoutMs);
        } else if (report.status === 'answered') {
          finish({ status: 'answered', payload: state.payload ?? '', answer: report.answer, answeredAt: new Date() });
        } else finish({ status: 'failed', payload: state.payload });
      });
      bus.publish(COMMAND_SUBJECTS.request, { ...request, id } satisfies CommandRequest);
      if (state.payload !== null || !pending.has(id)) return;
      if (deliveryMs === 0) finish({ status: 'offline' });
      else state.timer = setTimeout(() => finish({ status: 'offline' }), deliveryMs);
    });
  }

  return {
    send,
    close(): void {
      unsubscribe();
      for (const resolve of pending.values()) resolve({ id: '', imei: '', status: 'failed' });
    },
  };
}

export type CommandDispatcher = ReturnType<typeof createCommandDispatcher>;
