import type { CommandKind, ConfigSettings, StarterKillAction } from '@armada/domain';

/**
 * Commands travel over the bus: a gateway node asks, the ingest node holding the tracker's connection
 * sends and reports back. Nodes without the connection stay silent.
 */
export const COMMAND_SUBJECTS = {
  /** payload `CommandRequest` */
  request: 'armada.command.request',
  /** payload `CommandReport` */
  report: 'armada.command.report',
  /** payload `TrackerConnected`: an ingest node took a tracker's connection (queued configurations go out). */
  connected: 'armada.command.connected',
} as const;

/** What a gateway asks for: an engine starter kill or a configuration (device-config). */
export type CommandOrder =
  | { imei: string; command: CommandKind; action: StarterKillAction }
  | { imei: string; command: 'config'; settings: ConfigSettings };

export type CommandRequest = CommandOrder & { id: string };

export type TrackerConnected = { imei: string };

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
    ((value.command === 'starter_kill' && (value.action === 'on' || value.action === 'off')) ||
      (value.command === 'config' && isObject(value.settings)))
  );
}

export function isTrackerConnected(value: unknown): value is TrackerConnected {
  return isObject(value) && typeof value.imei === 'string';
}

export function isCommandReport(value: unknown): value is CommandReport {
  return (
    isObject(value) &&
    typeof value.id === 'string' &&
    typeof value.imei === 'string' &&
    (value.status === 'sent' || value.status === 'answered' || value.status === 'failed')
  );
}
