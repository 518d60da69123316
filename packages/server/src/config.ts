import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEFAULT_EVENT_SETTINGS, type EventSettings, type MapTileLayer, type MapTiles } from '@armada/domain';
import { parseCidr } from './ingest/allow-list.js';
import { DEFAULT_INGEST_SETTINGS, type IngestSettings, type IngestTls } from './ingest/ingest-settings.js';
import { isTimeZone } from './reports/report-days.js';
import { DEFAULT_SEGMENT_SETTINGS, type SegmentSettings } from './reports/segmenter.js';

/**
 * What a process does (ROLE): `all` serves the portal and the trackers; `gateway` the portal alone;
 * `ingest` the trackers alone. Several nodes share one PostgreSQL and NATS (docs/scaling.md).
 */
export type NodeRole = 'all' | 'gateway' | 'ingest';
const ROLES: readonly NodeRole[] = ['all', 'gateway', 'ingest'];

/** Everything the server reads from the environment, read and checked once at boot. */
export type Config = {
  role: NodeRole;
  /** JOBS_RETRY_SECONDS: how often a node that does not run the background jobs asks for their lease (10). */
  jobsRetryMs: number;
  port: number;
  /** The portal's address as users reach it; links in mail are built from it, never from request headers. */
  publicUrl: string;
  trustProxy: boolean;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  demo: boolean;
  /** DEMO_HISTORY_DAYS: days of track (and report rows) the demo seeds for some vehicles on first start, 0-400. */
  demoHistoryDays: number;
  smtpUrl: string | undefined;
  /** NATS with JetStream for the bus between ingest and gateway nodes; in-process when unset. */
  natsUrl: string | undefined;
  mailFrom: string;
  tokenSecret: string | undefined;
  tokenTtlSeconds: number;
  sessionTtlHours: number;
  passwordMaxAgeDays: number;
  blockedRealmId: number | null;
  ssoAllowedOrigins: string[];
  webDist: string | undefined;
  logLevel: string;
  loginLockAttempts: number;
  loginLockMinutes: number;
  loginIpAttempts: number;
  adminUsername: string | undefined;
  /** TCP ports of the tracker listeners; INGEST=false runs the gateway alone. */
  ingest: { enabled: boolean; teltonika: number; ruptela: number; gt06: number };
  /** Tracker allow-lists, limits, time-outs and the jump check (README, "Running for real"). */
  ingestSettings: IngestSettings;
  /** Teltonika over TLS: TELTONIKA_TLS_PORT with INGEST_TLS_CERT_FILE and INGEST_TLS_KEY_FILE; off when unset. */
  ingestTls: IngestTls | null;
  /**
   * POSITIONS_RETENTION_MONTHS: months of positions kept before the current one; older monthly
   * partitions are dropped by the daily partition job. 0 keeps everything.
   */
  positionsRetentionMonths: number;
  /** Event thresholds over DEFAULT_EVENT_SETTINGS, from EVENT_SETTINGS (JSON), e.g. {"overspeedKmh":90}. */
  eventSettings: Partial<EventSettings>;
  /**
   * The report engine: REPORT_TIME_ZONE splits the days (Asia/Jakarta); REPORT_SETTINGS (JSON) sets the
   * thresholds, e.g. {"minStopS":600}; speeding and idling default to the alerts' EVENT_SETTINGS.
   */
  reports: { zone: string; defaults: SegmentSettings };
  /** ANALYTICS_LIVE_SECONDS: how long the month in progress is counted once for every ratio call (60; 0 counts every call). */
  analyticsLiveMs: number;
  adminPassword: string | undefined;
  /**
   * Base layers of the map: MAP_TILE_URL, MAP_SATELLITE_URL, MAP_TRAFFIC_URL (satellite and traffic offered only when set);
   * with MAP_PMTILES_PATH the self-hosted vector basemap takes the street layer's place.
   */
  mapTiles: MapTiles;
  /** MAP_PMTILES_PATH, resolved: the PMTiles file served at BASEMAP_URL; null when not set. */
  basemapFile: string | null;
  /** Check every answer against its declared schema and fail loudly on a mismatch (tests and development). */
  validateAnswers: boolean;
  /** Calls per minute to /api and /sso: per bearer token, and per address for calls without one; 0 = no limit. */
  rateLimit: { perToken: number; perAddress: number };
  /** Bearer token Prometheus sends to /metrics; unset: /metrics answers only to the local machine. */
  metricsToken: string | undefined;
  /** Pretty, human-readable log lines (pino-pretty) instead of JSON; defaults to on when stdout is a terminal. */
  logPretty: boolean;
  /**
   * Online payment through Midtrans Snap: MIDTRANS_SERVER_KEY and MIDTRANS_CLIENT_KEY (both, or neither: then
   * only bank transfer is offered); MIDTRANS_PRODUCTION=true for live payments; MIDTRANS_SNAP_URL replaces the
   * Snap API's address (tests).
   */
  midtrans: MidtransConfig | null;
};

export type MidtransConfig = { serverKey: string; clientKey: string; production: boolean; snapApiUrl: string | null };

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got '${raw}'`);
  return value;
}

function atMost(env: Env, name: string, fallback: number, max: number): number {
  const value = int(env, name, fallback);
  if (value > max) throw new Error(`${name} must be at most ${max}, got '${env[name]}'`);
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  throw new Error(`${name} must be true or false, got '${raw}'`);
}

export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const blocked = env.BLOCKED_REALM_ID;
  const port = int(env, 'PORT', 8080);
  const events = eventSettings(env.EVENT_SETTINGS);
  const role = nodeRole(env);
  return {
    role,
    jobsRetryMs: atMost(env, 'JOBS_RETRY_SECONDS', 10, 3600) * 1000,
    port,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    trustProxy: flag(env, 'TRUST_PROXY', false),
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    demo: flag(env, 'DEMO', false),
    demoHistoryDays: atMost(env, 'DEMO_HISTORY_DAYS', 60, 400),
    smtpUrl: env.SMTP_URL || undefined,
    natsUrl: env.NATS_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Armada <no-reply@armada.local>',
    tokenSecret: env.TOKEN_SECRET || undefined,
    tokenTtlSeconds: int(env, 'TOKEN_TTL_SECONDS', 3600),
    sessionTtlHours: int(env, 'SESSION_TTL_HOURS', 24),
    passwordMaxAgeDays: int(env, 'PASSWORD_MAX_AGE_DAYS', 90),
    blockedRealmId: blocked ? int(env, 'BLOCKED_REALM_ID', 0) : null,
    ssoAllowedOrigins: (env.SSO_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    webDist: env.WEB_DIST,
    logLevel: env.LOG_LEVEL ?? 'info',
    loginLockAttempts: int(env, 'LOGIN_LOCK_ATTEMPTS', 5),
    loginLockMinutes: int(env, 'LOGIN_LOCK_MINUTES', 15),
    loginIpAttempts: int(env, 'LOGIN_IP_ATTEMPTS', 30),
    adminUsername: env.ADMIN_USERNAME || undefined,
    eventSettings: events,
    reports: reportSettings(env, events),
    analyticsLiveMs: atMost(env, 'ANALYTICS_LIVE_SECONDS', 60, 3600) * 1000,
    ingest: {
      enabled: role === 'ingest' || (role === 'all' && flag(env, 'INGEST', true)),
      teltonika: int(env, 'TELTONIKA_PORT', 5027),
      ruptela: int(env, 'RUPTELA_PORT', 5046),
      gt06: int(env, 'GT06_PORT', 5023),
    },
    ingestSettings: ingestSettings(env),
    ingestTls: ingestTls(env),
    positionsRetentionMonths: retentionMonths(env),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    mapTiles: mapTiles(env),
    basemapFile: pmtilesFile(env),
    validateAnswers: flag(env, 'VALIDATE_ANSWERS', false),
    rateLimit: {
      perToken: int(env, 'RATE_LIMIT_PER_MINUTE', 1200),
      perAddress: int(env, 'RATE_LIMIT_PER_ADDRESS_PER_MINUTE', 600),
    },
    metricsToken: env.METRICS_TOKEN || undefined,
    logPretty: flag(env, 'LOG_PRETTY', process.stdout.isTTY === true),
    midtrans: midtrans(env),
    ...overrides,
  };
}

/** ROLE; a node that is not `all` shares its database and bus, so it needs PostgreSQL and NATS. */
function nodeRole(env: Env): NodeRole {
  const role = (env.ROLE || 'all') as NodeRole;
  if (!ROLES.includes(role)) throw new Error(`ROLE must be one of ${ROLES.join(', ')}, got '${env.ROLE}'`);
  if (role === 'all') return role;
  if (!env.DATABASE_URL) throw new Error(`ROLE=${role} needs DATABASE_URL: the embedded database serves one process`);
  if (!env.NATS_URL) throw new Error(`ROLE=${role} needs NATS_URL: the nodes talk over NATS`);
  if (role === 'ingest' && env.INGEST === 'false')
    throw new Error('ROLE=ingest serves trackers: INGEST=false contradicts it');
  return role;
}

function midtrans(env: Env): MidtransConfig | null {
  const serverKey = env.MIDTRANS_SERVER_KEY || undefined;
  const clientKey = env.MIDTRANS_CLIENT_KEY || undefined;
  if (!serverKey && !clientKey) return null;
  if (!serverKey || !clientKey) throw new Error('MIDTRANS_SERVER_KEY and MIDTRANS_CLIENT_KEY are set together');
  return {
    serverKey,
    clientKey,
    production: flag(env, 'MIDTRANS_PRODUCTION', false),
    snapApiUrl: (env.MIDTRANS_SNAP_URL || '').replace(/\/+$/, '') || null,
  };
}

/** A time-out in whole seconds, as milliseconds; 0 would mean never, which these must not. */
function seconds(env: Env, name: string, fallbackMs: number): number {
  const value = int(env, name, fallbackMs / 1000);
  if (value === 0) throw new Error(`${name} must be at least 1 second`);
  return value * 1000;
}

/** A comma-separated list of IPv4/IPv6 networks; refused at boot when one is not a network. */
function cidrs(env: Env, name: string): string[] {
  const list = (env[name] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = list.find((text) => parseCidr(text) === null);
  if (bad !== undefined) throw new Error(`${name} must list IPv4/IPv6 networks such as 10.0.0.0/8, got '${bad}'`);
  return list;
}

function ingestSettings(env: Env): IngestSettings {
  const d = DEFAULT_INGEST_SETTINGS;
  return {
    loginTimeoutMs: seconds(env, 'INGEST_LOGIN_TIMEOUT_SECONDS', d.loginTimeoutMs),
    idleTimeoutMs: {
      teltonika: seconds(env, 'TELTONIKA_IDLE_SECONDS', d.idleTimeoutMs.teltonika),
      ruptela: seconds(env, 'RUPTELA_IDLE_SECONDS', d.idleTimeoutMs.ruptela),
      gt06: seconds(env, 'GT06_IDLE_SECONDS', d.idleTimeoutMs.gt06),
    },
    maxConnectionsPerAddress: int(env, 'INGEST_MAX_CONNECTIONS_PER_ADDRESS', d.maxConnectionsPerAddress),
    allow: {
      teltonika: cidrs(env, 'TELTONIKA_ALLOW'),
      ruptela: cidrs(env, 'RUPTELA_ALLOW'),
      gt06: cidrs(env, 'GT06_ALLOW'),
    },
    unknownPerAddress: int(env, 'INGEST_UNKNOWN_PER_ADDRESS', d.unknownPerAddress),
    unknownWindowMs: seconds(env, 'INGEST_UNKNOWN_WINDOW_SECONDS', d.unknownWindowMs),
    unknownDevicesMax: int(env, 'INGEST_UNKNOWN_DEVICES_MAX', d.unknownDevicesMax),
    maxJumpKmh: int(env, 'INGEST_MAX_JUMP_KMH', d.maxJumpKmh),
  };
}

/** A hundred years: more is surely a typo. */
const MAX_RETENTION_MONTHS = 1200;

/** A whole number of months, 0 to 1200; anything else stops the server at start. */
function retentionMonths(env: Env): number {
  const raw = env.POSITIONS_RETENTION_MONTHS?.trim();
  if (raw === undefined || raw === '') return 0;
  const months = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!(months <= MAX_RETENTION_MONTHS))
    throw new Error(
      `POSITIONS_RETENTION_MONTHS must be a whole number of months from 0 (keep everything) to ${MAX_RETENTION_MONTHS}, got '${raw}'`,
    );
  return months;
}

function ingestTls(env: Env): IngestTls | null {
  if (!env.TELTONIKA_TLS_PORT) return null;
  const certFile = env.INGEST_TLS_CERT_FILE;
  const keyFile = env.INGEST_TLS_KEY_FILE;
  if (!certFile || !keyFile) throw new Error('TELTONIKA_TLS_PORT needs INGEST_TLS_CERT_FILE and INGEST_TLS_KEY_FILE');
  return { port: int(env, 'TELTONIKA_TLS_PORT', 0), certFile: resolve(certFile), keyFile: resolve(keyFile) };
}

/** Only the numeric thresholds of DEFAULT_EVENT_SETTINGS may be overridden, each with a number. */
function eventSettings(raw: string | undefined): Partial<EventSettings> {
  if (!raw) return {};
  const parsed: unknown = JSON.parse(raw);
  if (typeof parsed !== 'object' || parsed === null) throw new Error('EVENT_SETTINGS must be a JSON object');
  const out: Record<string, number> = {};
  for (const [key, value] of Object.entries(parsed)) {
    const known = (DEFAULT_EVENT_SETTINGS as Record<string, unknown>)[key];
    if (typeof known !== 'number' || typeof value !== 'number' || !Number.isFinite(value)) {
      throw new Error(`EVENT_SETTINGS.${key} is not a numeric event threshold`);
    }
    out[key] = value;
  }
  return out as Partial<EventSettings>;
}

/** The report engine's zone and thresholds; alerts and reports agree on speeding and idling unless told. */
function reportSettings(env: Env, events: Partial<EventSettings>): Config['reports'] {
  const zone = env.REPORT_TIME_ZONE || 'Asia/Jakarta';
  if (!isTimeZone(zone)) throw new Error(`REPORT_TIME_ZONE must be a time zone such as Asia/Jakarta, got '${zone}'`);
  const defaults: SegmentSettings = {
    ...DEFAULT_SEGMENT_SETTINGS,
    ...(events.overspeedKmh === undefined ? {} : { overspeedKmh: events.overspeedKmh }),
    ...(events.idleMinutes === undefined ? {} : { idleMinS: events.idleMinutes * 60 }),
    ...(events.towingKmh === undefined ? {} : { towingKmh: events.towingKmh }),
  };
  const raw = env.REPORT_SETTINGS;
  if (!raw) return { zone, defaults };
  const parsed: unknown = JSON.parse(raw);
  if (typeof parsed !== 'object' || parsed === null) throw new Error('REPORT_SETTINGS must be a JSON object');
  for (const [key, value] of Object.entries(parsed)) {
    if (!(key in defaults) || typeof value !== 'number' || !Number.isFinite(value) || value < 0)
      throw new Error(`REPORT_SETTINGS.${key} is not a report threshold (${Object.keys(defaults).join(', ')})`);
    defaults[key as keyof SegmentSettings] = value;
  }
  return { zone, defaults };
}

const OSM: MapTileLayer = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
};

/** An XYZ template MapLibre can fill: http(s) with {z}, {x} and {y}, or a {quadkey}; null when not set. */
function tileLayer(env: Env, name: string): MapTileLayer | null {
  const url = env[`${name}_URL`]?.trim();
  if (!url) return null;
  const placeholders = ['{z}', '{x}', '{y}'].every((p) => url.includes(p)) || url.includes('{quadkey}');
  if (!/^https?:\/\//i.test(url) || !placeholders) {
    throw new Error(`${name}_URL must be an http(s) tile address with {z}, {x} and {y}, got '${url}'`);
  }
  return { url, attribution: env[`${name}_ATTRIBUTION`]?.trim() ?? '' };
}

/** Where the portal serves the self-hosted basemap file (basemap-routes.ts). */
export const BASEMAP_URL = '/map/basemap.pmtiles';
const PROTOMAPS_ATTRIBUTION =
  '<a href="https://protomaps.com">Protomaps</a> © <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** MAP_PMTILES_PATH: a PMTiles v3 file that exists, resolved; null when not set. Checked now, not at the first tile. */
function pmtilesFile(env: Env): string | null {
  const raw = env.MAP_PMTILES_PATH?.trim();
  if (!raw) return null;
  const path = resolve(raw);
  const problem = pmtilesProblem(path);
  if (problem) throw new Error(`MAP_PMTILES_PATH must name a PMTiles v3 file: '${path}' ${problem}`);
  return path;
}

/** Why a path is not a readable PMTiles v3 file (its first bytes are "PMTiles" and the version 3), or null. */
function pmtilesProblem(path: string): string | null {
  let stats;
  try {
    stats = statSync(path);
  } catch {
    return 'does not exist';
  }
  if (!stats.isFile()) return 'is not a file';
  const magic = Buffer.alloc(8);
  const fd = openSync(path, 'r');
  try {
    readSync(fd, magic, 0, 8, 0);
  } finally {
    closeSync(fd);
  }
  return magic.toString('latin1', 0, 7) === 'PMTiles' && magic[7] === 3 ? null : 'is not PMTiles version 3';
}

function mapTiles(env: Env): MapTiles {
  const ownStreet = tileLayer(env, 'MAP_TILE');
  const vector = env.MAP_PMTILES_PATH?.trim()
    ? { url: BASEMAP_URL, attribution: env.MAP_PMTILES_ATTRIBUTION?.trim() || PROTOMAPS_ATTRIBUTION }
    : null;
  if (vector && ownStreet) throw new Error('Set MAP_PMTILES_PATH or MAP_TILE_URL, not both: each is the street layer');
  return {
    street: vector ? null : (ownStreet ?? OSM),
    // No public imagery service allows a commercial fleet's load without an account: offered only when set.
    satellite: tileLayer(env, 'MAP_SATELLITE'),
    traffic: tileLayer(env, 'MAP_TRAFFIC'),
    vector,
  };
}
