import { Type, type Static } from '@sinclair/typebox';
import { Page } from '../api.js';
import { DEFAULT_PAGE_SIZE } from '../constants.js';
import { Closed, PageNumber, literals } from './contract.js';

/** Request and answer shapes of the tracker command calls (engine starter kill and its audit trail). */

export const STARTER_KILL_PATH = '/api/monitoring-service/command/starter_kill';
export const COMMAND_LIST_PATH = '/api/monitoring-service/command/list_command';

/** on: the starter is cut (the engine cannot be started); off: the starter is released. */
export const STARTER_KILL_ACTIONS = ['on', 'off'] as const;
export type StarterKillAction = (typeof STARTER_KILL_ACTIONS)[number];

/**
 * What became of an attempt: sent (waiting for the tracker), answered, timeout (no answer in time),
 * offline (no open connection: nothing sent), failed (the connection broke while sending).
 */
export const COMMAND_STATUSES = ['sent', 'answered', 'timeout', 'offline', 'failed'] as const;
export type CommandStatus = (typeof COMMAND_STATUSES)[number];

export const COMMAND_KINDS = ['starter_kill'] as const;
export type CommandKind = (typeof COMMAND_KINDS)[number];

/** How long the gateway waits for the tracker's answer. */
export const COMMAND_TIMEOUT_SECONDS = 20;

export const COMMAND_LIST_MAX_LIMIT = 100;

const nullableString = Type.Unsafe<string | null>({ type: ['string', 'null'] });

export const StarterKillBody = Closed({
  imei: Type.String({ minLength: 1, maxLength: 20, pattern: '^[0-9]+$' }),
  action: literals(STARTER_KILL_ACTIONS),
});
export type StarterKillBody = Static<typeof StarterKillBody>;

/** One attempt of the audit trail. */
export const CommandRow = Closed({
  id: Type.Integer(),
  imei: Type.String(),
  vehicle_name: Type.String(),
  vehicle_number: nullableString,
  command: Type.Unsafe<CommandKind>({ type: 'string', enum: [...COMMAND_KINDS] }),
  action: Type.Unsafe<StarterKillAction>({ type: 'string', enum: [...STARTER_KILL_ACTIONS] }),
  /** What went over the wire, in the tracker's own command language (e.g. 'setdigout 1'). */
  payload: nullableString,
  status: Type.Unsafe<CommandStatus>({ type: 'string', enum: [...COMMAND_STATUSES] }),
  answer: nullableString,
  username: Type.String(),
  created_at: Type.String({ description: 'ISO 8601 UTC' }),
  answered_at: nullableString,
});
export type CommandRow = Static<typeof CommandRow>;

export const CommandListQuery = Closed({
  imei: Type.Optional(Type.String({ minLength: 1, maxLength: 20, pattern: '^[0-9]+$' })),
  page: PageNumber(),
  limit: Type.Integer({ minimum: 1, maximum: COMMAND_LIST_MAX_LIMIT, default: DEFAULT_PAGE_SIZE }),
});
export type CommandListQuery = Static<typeof CommandListQuery>;

export const CommandPage = Page(CommandRow);
export type CommandPage = Static<typeof CommandPage>;
