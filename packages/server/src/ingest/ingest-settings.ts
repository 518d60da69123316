import type { ProtocolHandler } from './protocol.js';

export type DeviceFamily = ProtocolHandler['family'];

export const DEVICE_FAMILIES = ['teltonika', 'ruptela', 'gt06'] as const satisfies readonly DeviceFamily[];

/**
 * How much the tracker listeners let one source do. The protocols have no authentication, so these
 * bound what anyone who reaches a port can cost us; config.ts reads them (README, "Running for real").
 */
export type IngestSettings = {
  /** Time a new connection has to say which device it is. */
  loginTimeoutMs: number;
  /** Silence after which an identified connection is closed; also how long it keeps its IMEI against others. */
  idleTimeoutMs: Record<DeviceFamily, number>;
  /** Open connections from one source address over all listeners; 0 = no limit. */
  maxConnectionsPerAddress: number;
  /** Source networks (CIDR) each family's listeners accept; empty = any. */
  allow: Record<DeviceFamily, readonly string[]>;
  /** Unknown IMEIs one source address may have listed per window; more are refused unlisted. */
  unknownPerAddress: number;
  unknownWindowMs: number;
  /** Rows kept in unknown_devices; the longest unseen go first. */
  unknownDevicesMax: number;
  /** Implied speed (km/h) from the last accepted fix above which a fix is an impossible jump; 0 = no check. */
  maxJumpKmh: number;
};

const TEN_MINUTES_MS = 10 * 60_000;

export const DEFAULT_INGEST_SETTINGS: IngestSettings = {
  loginTimeoutMs: 30_000,
  idleTimeoutMs: { teltonika: TEN_MINUTES_MS, ruptela: TEN_MINUTES_MS, gt06: TEN_MINUTES_MS },
  // Generous: many trackers share a carrier NAT address, and the demo simulator and bench/ connect from 127.0.0.1.
  maxConnectionsPerAddress: 1000,
  allow: { teltonika: [], ruptela: [], gt06: [] },
  unknownPerAddress: 20,
  unknownWindowMs: 3_600_000,
  unknownDevicesMax: 10_000,
  maxJumpKmh: 250,
};

/** A TLS listener for Teltonika devices that support it: the same protocol inside TLS. */
export type IngestTls = { port: number; certFile: string; keyFile: string };

/** The settings with a test's or an operator's changes over the defaults. */
export function ingestSettings(changes: Partial<IngestSettings> = {}): IngestSettings {
  return { ...DEFAULT_INGEST_SETTINGS, ...changes };
}
