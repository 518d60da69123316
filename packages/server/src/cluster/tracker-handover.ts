import type { Bus } from '../live/bus.js';
import type { IngestPipeline } from '../ingest/pipeline.js';
import { SUBJECTS } from '../live/bus.js';

/** Which node took a tracker's connection, and from where. */
export type TrackerTaken = { imei: string; node: string; address: string };

const isTrackerTaken = (value: unknown): value is TrackerTaken => {
  const v = value as Partial<TrackerTaken> | null;
  return typeof v?.imei === 'string' && typeof v.node === 'string' && typeof v.address === 'string';
};

/**
 * A tracker may reconnect to any ingest node (after a drop, or when its node stopped). The node it
 * reaches says so on the bus; the node that held it closes the old connection it may still keep
 * open, so commands go only to the live one. Answers the function that disconnects.
 */
export function connectTrackerHandover(
  pipeline: Pick<IngestPipeline, 'events' | 'addressOf' | 'handOver'>,
  bus: Bus,
  node: string,
): () => void {
  const onConnected = (imei: string) => {
    const address = pipeline.addressOf(imei);
    if (address !== undefined) bus.publish(SUBJECTS.trackerTaken, { imei, node, address } satisfies TrackerTaken);
  };
  const unsubscribe = bus.subscribe(SUBJECTS.trackerTaken, (payload) => {
    if (isTrackerTaken(payload) && payload.node !== node) pipeline.handOver(payload.imei, payload.address);
  });
  pipeline.events.on('connected', onConnected);
  return () => {
    unsubscribe();
    pipeline.events.off('connected', onConnected);
  };
}
