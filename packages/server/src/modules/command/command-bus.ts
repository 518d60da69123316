import type { CommandKind, StarterKillAction } from '@armada/domain';

/**
 * Commands travel over the bus: a gateway node asks, the ingest node holding the tracker's connection
 * sends and reports back. Nodes without the connection stay silent.
 */
export const COMMAND_SUBJECTS = {
  /** payload `CommandRequest` */
  request: 'armada.command.request',
  /** payload `CommandReport` */
  report: 'armada.command.report',
} as const;

export type CommandRequest = { id: string; imei: string; command: CommandKind; action: StarterKillAction };

/** sent: written to the tracker (payload is the command text); answered: the tracker's reply; failed: not written. */
export type CommandReport =
  | { id: string; imei: string; status: 'sent'; payload: string }
  | { id: string; imei: string; status: 'answered'; answer: string }
  | { id: string; imei: string; status: 'failed' };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export function isCommandRequest(value: unknown): value is CommandRequest {
  return (
    isObject(value) &&
    typeof value.id === 'string' &&
    typeof value.imei === 'string' &&
    value.command === 'starter_kill' &&
    (value.action === 'on' || value.action === 'off')
  );
}

export function isCommandReport(value: unknown): value is CommandReport {
  return (
    isObject(value) &&
    typeof value.id === 'string' &&
    typeof value.imei === 'string' &&
    (value.status === 'sent' || value.status === 'answered' || value.status === 'failed')
  );
}
