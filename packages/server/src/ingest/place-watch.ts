import {
  checkpointTiming,
  distanceToEdgeM,
  placesPresent,
  shapeContains,
  type EventDetail,
  type Telemetry,
  type VehicleEvent,
} from '@armada/domain';
import { dayOf, dayStart } from '../reports/report-days.js';
import type { PlaceInfo } from '../reports/report-places.js';
import type { PlaceLookup } from '../reports/segmenter.js';

/** The places of every organisation as the detector reads them (reports/report-places.ts keeps them). */
export type PlaceSource = {
  of(organizationId: number): PlaceLookup;
  info(id: number): PlaceInfo | undefined;
};

const CHECKPOINT = 3;
const PLACE_EVENTS = new Set(['in_geofence', 'out_geofence', 'pass_checkpoint']);

/** A fix to test against places: the tracker says it has one, and it is not the null island. */
const hasFix = (row: Telemetry) => row.properties.gps !== 0 && !(row.lat === 0 && row.lng === 0);

/**
 * The places (ids as text) a record counts as inside, with the exit margin against the places it was
 * in before; undefined for a record without a fix, which leaves the vehicle where it was.
 */
export function placesOfRecord(
  places: PlaceSource,
  organizationId: number,
  row: Telemetry,
  before: readonly string[] | undefined,
): string[] | undefined {
  if (!hasFix(row)) return undefined;
  const point = [row.lng, row.lat] as const;
  const containing = places.of(organizationId)(row).map(String);
  return placesPresent(before, containing, (id) => {
    const shape = places.info(Number(id))?.shape;
    if (!shape) return Infinity;
    return shapeContains(shape, point) ? 0 : distanceToEdgeM(shape, point);
  });
}

/** The checkpoints among places (ids as text): entering one is also a pass. */
export const checkpointsOf = (places: PlaceSource, ids: readonly string[]) =>
  ids.filter((id) => places.info(Number(id))?.type_id === CHECKPOINT);

/**
 * What an event about a place says besides its id: the place's name, and for a checkpoint passed
 * its target time and whether the pass was on time, in the reports' zone.
 */
export function placeDetail(places: PlaceSource, event: VehicleEvent, zone: string): EventDetail {
  if (!PLACE_EVENTS.has(event.type)) return event.detail;
  const info = places.info(Number(event.detail.geofence_id));
  if (!info) return event.detail;
  const detail = { ...event.detail, geofence_name: info.name };
  if (event.type !== 'pass_checkpoint' || !info.target_time) return detail;
  const secondOfDay = Math.floor((event.time - dayStart(dayOf(event.time, zone), zone)) / 1000);
  return { ...detail, ...checkpointTiming(secondOfDay, info.target_time) };
}
