import { HISTORY_MAX_POINTS, HISTORY_STOP_MINUTES, type HistoryEvent, type HistoryResult } from '@armada/domain';
import type { Db } from '../../db/client.js';
import type { Period } from './history-period.js';
import { readEvents, readTrack, type EventRow, type VisibleVehicle } from './history-repository.js';
import {
  findStops,
  positionAt,
  summarise,
  thinIndices,
  toHistoryPoint,
  toHistoryStop,
  type TrackPoint,
} from './history-track.js';

function toHistoryEvent(points: readonly TrackPoint[], row: EventRow): HistoryEvent {
  const at = positionAt(points, row.t);
  return {
    id: row.id,
    time: new Date(row.t).toISOString(),
    type: row.type,
    type_name: row.type_name,
    text: row.text,
    lat: at?.lat ?? null,
    lng: at?.lng ?? null,
    data: row.data,
  };
}

/** A vehicle's track over a period: positions (thinned past the cap), stops, events and a summary. */
export async function buildHistory(db: Db, vehicle: VisibleVehicle, period: Period): Promise<HistoryResult> {
  const [points, eventRows] = await Promise.all([
    readTrack(db, vehicle.imei, period.from, period.to),
    readEvents(db, vehicle.imei, period.from, period.to),
  ]);
  const spans = findStops(points, HISTORY_STOP_MINUTES * 60_000);
  const keep = new Set(spans.flatMap((span) => [span.first, span.last]));
  const indices = thinIndices(points.length, HISTORY_MAX_POINTS, keep);
  return {
    imei: vehicle.imei,
    vehicle_name: vehicle.vehicle_name,
    vehicle_number: vehicle.vehicle_number,
    start: period.from.toISOString(),
    end: period.to.toISOString(),
    positions: indices.map((i) => toHistoryPoint(points[i] as TrackPoint)),
    thinned: indices.length < points.length,
    stops: spans.map((span) => toHistoryStop(points, span)),
    events: eventRows.map((row) => toHistoryEvent(points, row)),
    summary: summarise(points, spans.length),
  };
}
