import type { EventEmitter } from 'node:events';
import type { LiveStatusUpdate, LiveVehicleUpdate, Telemetry } from '@armada/domain';
import type { IngestEvents } from '../ingest/pipeline.js';
import { SUBJECTS, type Bus } from './bus.js';
import type { BusLog } from './nats-bus.js';

/** The newest row of each vehicle in a stored batch: the map only needs where a truck is now. */
export function newestPerImei(rows: readonly Telemetry[]): Telemetry[] {
  const newest = new Map<string, Telemetry>();
  for (const row of rows) {
    const held = newest.get(row.imei);
    if (!held || row.time >= held.time) newest.set(row.imei, row);
  }
  return [...newest.values()];
}

export function toLiveUpdate(row: Telemetry, receivedAt: number): LiveVehicleUpdate {
  const { imei, gpstype, time, lat, lng, alt, speed, head, sat, properties } = row;
  return { imei, gpstype, time, lat, lng, alt, speed, head, sat, properties, received_at: receivedAt };
}

/**
 * Publishes what ingest stored: one LiveVehicleUpdate per vehicle per batch, and status-only
 * properties as they come. A bus failure is logged and never reaches ingest, whose acknowledgements
 * must depend on the database alone. Returns the function that disconnects.
 */
export function connectIngestToBus(
  events: EventEmitter<IngestEvents>,
  bus: Bus,
  log: BusLog = { error: () => undefined, warn: () => undefined },
): () => void {
  const publish = (subject: string, payload: unknown) => {
    try {
      bus.publish(subject, payload);
    } catch (error) {
      log.error({ err: error, subject }, 'live publish failed');
    }
  };
  const onStored = (rows: Telemetry[]) => {
    const now = Date.now();
    for (const row of newestPerImei(rows)) publish(SUBJECTS.vehicleState, toLiveUpdate(row, now));
  };
  const onStatus: (...args: IngestEvents['status']) => void = (imei, properties) => {
    const update: LiveStatusUpdate = { imei, received_at: Date.now(), properties };
    publish(SUBJECTS.vehicleStatus, update);
  };
  events.on('stored', onStored);
  events.on('status', onStatus);
  return () => {
    events.off('stored', onStored);
    events.off('status', onStatus);
  };
}
