import type { NotificationRow } from './calls/notification.js';
import type { VehicleEvent } from './telemetry/event-types.js';
import type { Telemetry, TelemetryProperties } from './telemetry/properties.js';

/**
 * The newest stored position of a vehicle, as the live socket pushes it (`{ type: 'vehicle' }`).
 * It carries everything the map needs to recompute movement (deriveMovement: speed, properties.ign,
 * time) and health (deriveHealth: time, properties, sat, gpstype) on the client.
 * - `properties` are this record's only: merge them over the last known ones, as the server does.
 * - When `properties.gps` is 0 the coordinates are no fix: keep the previous ones.
 * - An update older than what the client holds (a tracker emptying its buffer) is history: ignore it.
 */
export type LiveVehicleUpdate = Pick<
  Telemetry,
  'imei' | 'gpstype' | 'time' | 'lat' | 'lng' | 'alt' | 'speed' | 'head' | 'sat' | 'properties'
> & {
  /** When the server stored it, ms since epoch (time minus this is the device's delay). */
  received_at: number;
};

/** Properties a tracker reported without a position (heartbeats, status packets): merge them. */
export type LiveStatusUpdate = {
  imei: string;
  received_at: number;
  properties: Partial<TelemetryProperties>;
};

/** An activity event detected by ingest, as stored in the organisation's notifications. */
export type LiveVehicleEvent = VehicleEvent & { imei: string; organization_id: number; label: string };

/** A notification written for one user (a finished download), pushed to that user's sockets only. */
export type LiveUserNotification = { user_id: number; notification: NotificationRow };

/** One message the server sends on the live socket. */
export type LiveServerMessage =
  | { type: 'ready'; data: { user_id: number; expires_at: number } }
  | { type: 'vehicle'; data: LiveVehicleUpdate }
  | { type: 'status'; data: LiveStatusUpdate }
  | { type: 'event'; data: LiveVehicleEvent }
  | { type: 'notification'; data: LiveUserNotification };

/**
 * One WebSocket frame from the server: a message alone, or a JSON array of messages sent within a
 * short window (a busy fleet's positions), to be handled in order.
 */
export type LiveServerFrame = LiveServerMessage | LiveServerMessage[];

/** What a client may send: its token (first, or later to carry a refreshed token past the old one's expiry). */
export type LiveClientMessage = { type: 'auth'; token: string };

/** Close codes of the live socket; the reason says which case (unauthorized, session_expired, forbidden, auth_timeout). */
export const LIVE_CLOSE_CODES = { unauthorized: 4401, forbidden: 4403 } as const;
