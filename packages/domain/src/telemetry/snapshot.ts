import { motionOf } from './movement.js';
import type { Telemetry, TelemetryProperties } from './properties.js';

/** What event detection remembers of one vehicle between records; the caller keeps it (per imei). */
export type VehicleSnapshot = {
  time: number;
  speed: number;
  /** Where the last record was, when it said (where a condition's event began). */
  lat?: number;
  lng?: number;
  ign?: 0 | 1;
  gpstype?: number;
  /** Last known value of every property: a record that omits one keeps the previous value. */
  props: TelemetryProperties;
  /** Start of the current driving spell (for fatigue_event). */
  movingSince?: number;
  /** Start of the current stop within a driving spell; a stop as long as the rest break ends the spell. */
  restSince?: number;
  /** Start of the current idling spell (for vehicle_idle). */
  idleSince?: number;
  /** Ids of the geofences the vehicle is inside; absent when unknown. */
  geofences?: readonly string[];
};

/** One new record of the vehicle, with the geofences its position falls in when the caller knows them. */
export type SnapshotRecord = Pick<Telemetry, 'time' | 'speed' | 'properties'> &
  Partial<Pick<Telemetry, 'gpstype' | 'lat' | 'lng'>> & { geofences?: readonly string[] };

/** Default rest that ends a driving spell: 30 minutes, the break Indonesian law (UU 22/2009 art. 90) requires after 4 hours. */
export const DEFAULT_REST_BREAK_MINUTES = 30;

/**
 * The snapshot after a record. A driving spell survives stops shorter than the rest break, so
 * traffic lights do not reset the fatigue clock; a stop is timed from its first stopped record.
 * Records older than the snapshot are ignored.
 */
export function advanceSnapshot(
  prev: VehicleSnapshot | null,
  rec: SnapshotRecord,
  restBreakMinutes = DEFAULT_REST_BREAK_MINUTES,
): VehicleSnapshot {
  if (prev && rec.time < prev.time) return prev;
  const props = { ...prev?.props, ...rec.properties };
  const motion = motionOf(rec.speed, props.ign);
  const restOver = prev?.restSince != null && rec.time - prev.restSince >= restBreakMinutes * 60_000;
  const spellGoesOn = prev?.movingSince != null && !restOver;
  const movingSince = spellGoesOn ? prev?.movingSince : motion === 'moving' ? rec.time : undefined;
  const restSince = motion === 'moving' || !spellGoesOn ? undefined : (prev?.restSince ?? rec.time);
  const wasIdling = prev != null && motionOf(prev.speed, prev.ign) === 'idling';
  const idleSince = motion === 'idling' ? ((wasIdling ? prev?.idleSince : undefined) ?? rec.time) : undefined;
  const snapshot: VehicleSnapshot = { time: rec.time, speed: rec.speed, props };
  if (rec.lat !== undefined && rec.lng !== undefined) {
    snapshot.lat = rec.lat;
    snapshot.lng = rec.lng;
  }
  if (props.ign !== undefined) snapshot.ign = props.ign;
  const gpstype = rec.gpstype ?? prev?.gpstype;
  if (gpstype !== undefined) snapshot.gpstype = gpstype;
  if (movingSince !== undefined) snapshot.movingSince = movingSince;
  if (restSince !== undefined) snapshot.restSince = restSince;
  if (idleSince !== undefined) snapshot.idleSince = idleSince;
  const geofences = rec.geofences ?? prev?.geofences;
  if (geofences !== undefined) snapshot.geofences = geofences;
  return snapshot;
}

/** Minutes of the current idling spell, 0 when not idling. */
export function idleMinutes(s: VehicleSnapshot): number {
  return s.idleSince == null ? 0 : (s.time - s.idleSince) / 60_000;
}

/** Hours of the current driving spell, short stops included, up to the start of the current stop. */
export function drivingHours(s: VehicleSnapshot): number {
  return s.movingSince == null ? 0 : ((s.restSince ?? s.time) - s.movingSince) / 3_600_000;
}
