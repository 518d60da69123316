import { Type, type Static } from '@sinclair/typebox';
import { Page } from '../api.js';
import { DEFAULT_PAGE_SIZE } from '../constants.js';
import { Closed, DateTime, Id, PageNumber, literals, orNull } from './contract.js';

/**
 * Tracker configuration from the call centre (/call-center/vehicle-config): report interval, APN and
 * server address sent to a tracker in its own protocol over its open connection, or queued until it
 * connects; and the results of every command sent (/call-center/result-sms, /result-config-sms).
 * Every call needs use_call_center and acts on any vehicle of the brand.
 */
export const DEVICE_CONFIG_CALLS = {
  send: '/api/call-center/config/send_config',
  configResults: '/api/call-center/config/list_config_result',
  commandResults: '/api/call-center/config/list_command_result',
} as const;

/**
 * queued: waiting for the tracker to connect; sent: written, waiting for its answer; answered;
 * timeout: no answer in time; offline: not connected and not queued (nothing sent); failed: the
 * connection broke while sending, or the tracker's protocol has no command for the setting.
 */
export const CONFIG_STATUSES = ['queued', 'sent', 'answered', 'timeout', 'offline', 'failed'] as const;
export type ConfigStatus = (typeof CONFIG_STATUSES)[number];

/** Report interval bounds, in seconds (every 10 s to once a day). */
export const CONFIG_INTERVAL_MIN = 10;
export const CONFIG_INTERVAL_MAX = 86_400;

/** Letters, digits, '.', '-', '_' only: no value can carry a command separator of any protocol. */
export const CONFIG_APN_PATTERN = '^[A-Za-z0-9._-]{1,32}$';
/** A hostname (dot-separated labels of letters, digits and inner '-') or an IPv4 address. */
export const CONFIG_HOST_PATTERN =
  '^(?=.{1,55}$)[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$';

/** The settings to change; at least one, and host with port. */
export const ConfigSettings = Closed({
  report_interval: Type.Optional(Type.Integer({ minimum: CONFIG_INTERVAL_MIN, maximum: CONFIG_INTERVAL_MAX })),
  apn: Type.Optional(Type.String({ pattern: CONFIG_APN_PATTERN })),
  host: Type.Optional(Type.String({ pattern: CONFIG_HOST_PATTERN })),
  port: Type.Optional(Type.Integer({ minimum: 1, maximum: 65_535 })),
});
export type ConfigSettings = Static<typeof ConfigSettings>;

export const ConfigSendBody = Closed({
  vehicle_id: Id(),
  ...ConfigSettings.properties,
  /** When the tracker is not connected: keep it queued (true) or refuse (false). */
  queue: Type.Boolean({ default: false }),
});
export type ConfigSendBody = Static<typeof ConfigSendBody>;

/** One configuration sent or queued. */
export const ConfigResultRow = Closed({
  id: Id(),
  vehicle_id: Id(),
  imei: Type.String(),
  vehicle_name: Type.String(),
  vehicle_number: orNull(Type.String()),
  report_interval: orNull(Type.Integer()),
  apn: orNull(Type.String()),
  host: orNull(Type.String()),
  port: orNull(Type.Integer()),
  /** What went over the wire, in the tracker's command language. */
  payload: orNull(Type.String()),
  status: literals(CONFIG_STATUSES),
  answer: orNull(Type.String()),
  username: Type.String(),
  created_at: DateTime(),
  sent_at: orNull(DateTime()),
  answered_at: orNull(DateTime()),
});
export type ConfigResultRow = Static<typeof ConfigResultRow>;

export const ConfigResultPage = Page(ConfigResultRow);
export type ConfigResultPage = Static<typeof ConfigResultPage>;

/** The kinds of command listed on result-sms: engine starter kill and configuration. */
export const COMMAND_RESULT_KINDS = ['starter_kill', 'config'] as const;
export type CommandResultKind = (typeof COMMAND_RESULT_KINDS)[number];

/** Statuses of either kind. */
export const COMMAND_RESULT_STATUSES = CONFIG_STATUSES;

/** One command of either kind. `id` is the kind's own row id. */
export const CommandResultRow = Closed({
  id: Id(),
  kind: literals(COMMAND_RESULT_KINDS),
  vehicle_id: Id(),
  imei: Type.String(),
  vehicle_name: Type.String(),
  vehicle_number: orNull(Type.String()),
  payload: orNull(Type.String()),
  status: literals(COMMAND_RESULT_STATUSES),
  answer: orNull(Type.String()),
  username: Type.String(),
  created_at: DateTime(),
  answered_at: orNull(DateTime()),
});
export type CommandResultRow = Static<typeof CommandResultRow>;

export const CommandResultPage = Page(CommandResultRow);
export type CommandResultPage = Static<typeof CommandResultPage>;

export const CONFIG_RESULT_MAX_LIMIT = 100;

export const ConfigResultQuery = Closed({
  vehicle_id: Type.Optional(Id()),
  status: Type.Optional(literals(CONFIG_STATUSES)),
  page: PageNumber(),
  limit: Type.Integer({ minimum: 1, maximum: CONFIG_RESULT_MAX_LIMIT, default: DEFAULT_PAGE_SIZE }),
});
export type ConfigResultQuery = Static<typeof ConfigResultQuery>;
