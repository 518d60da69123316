import type { Feature, FeatureCollection, LineString, Point } from 'geojson';
import type { LayerSpecification } from 'maplibre-gl';
import type { HistoryResult } from '@armada/domain';
import type { Mark } from './historyMarks';
import { EVENT_IMAGE, PLAYBACK_TRUCK_IMAGE, STOP_IMAGE } from './historyImages';
import type { TrackSample } from './playback';

export const ROUTE_SOURCE = 'history-route';
export const MARKS_SOURCE = 'history-marks';
export const TRUCK_SOURCE = 'history-truck';
export const STOP_LAYER = 'history-stops';
export const EVENT_LAYER = 'history-events';
/** Layers with a popup on click. */
export const MARK_LAYERS = [STOP_LAYER, EVENT_LAYER] as const;
export const ROUTE_LAYER = 'history-route-line';

export const HISTORY_SOURCES = [ROUTE_SOURCE, MARKS_SOURCE, TRUCK_SOURCE] as const;

const empty = (): FeatureCollection => ({ type: 'FeatureCollection', features: [] });
export const emptySource = () => ({ type: 'geojson' as const, data: empty() });

export const historyLayers: LayerSpecification[] = [
  {
    id: 'history-route-casing',
    type: 'line',
    source: ROUTE_SOURCE,
    layout: { 'line-join': 'round', 'line-cap': 'round' },
    paint: { 'line-color': '#ffffff', 'line-width': 7, 'line-opacity': 0.9 },
  },
  {
    id: ROUTE_LAYER,
    type: 'line',
    source: ROUTE_SOURCE,
    layout: { 'line-join': 'round', 'line-cap': 'round' },
    paint: { 'line-color': '#1668dc', 'line-width': 4 },
  },
  {
    id: STOP_LAYER,
    type: 'symbol',
    source: MARKS_SOURCE,
    filter: ['==', ['get', 'kind'], 'stop'],
    layout: { 'icon-image': ['get', 'icon'], 'icon-allow-overlap': true, 'icon-ignore-placement': true },
  },
  {
    // Events often happen where the truck stopped: drawn as a badge up and to the right of the point.
    id: EVENT_LAYER,
    type: 'symbol',
    source: MARKS_SOURCE,
    filter: ['==', ['get', 'kind'], 'event'],
    layout: {
      'icon-image': ['get', 'icon'],
      'icon-offset': [9, -9],
      'icon-allow-overlap': true,
      'icon-ignore-placement': true,
    },
  },
  {
    id: 'history-truck',
    type: 'symbol',
    source: TRUCK_SOURCE,
    layout: {
      'icon-image': PLAYBACK_TRUCK_IMAGE,
      'icon-rotate': ['get', 'head'],
      'icon-rotation-alignment': 'map',
      'icon-allow-overlap': true,
      'icon-ignore-placement': true,
    },
  },
];

/** The whole route as one line, in time order. */
export function routeData(result: HistoryResult): FeatureCollection<LineString> {
  const coordinates = result.positions.map((p) => [p.lng, p.lat]);
  return {
    type: 'FeatureCollection',
    features:
      coordinates.length > 1
        ? [{ type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates } }]
        : [],
  };
}

/** What a mark's popup needs: which stop or event it is (its index in the result). */
export type MarkProperties = Mark & { icon: string };

/** Stops, then events on top of them. */
export function marksData(result: HistoryResult): FeatureCollection<Point, MarkProperties> {
  const stops = result.stops.map((stop, index): Feature<Point, MarkProperties> => ({
    type: 'Feature',
    properties: { kind: 'stop', index, icon: STOP_IMAGE[stop.kind] },
    geometry: { type: 'Point', coordinates: [stop.lng, stop.lat] },
  }));
  const events = result.events.flatMap((event, index): Feature<Point, MarkProperties>[] =>
    event.lat === null || event.lng === null
      ? []
      : [
          {
            type: 'Feature',
            properties: { kind: 'event', index, icon: EVENT_IMAGE },
            geometry: { type: 'Point', coordinates: [event.lng, event.lat] },
          },
        ],
  );
  return { type: 'FeatureCollection', features: [...stops, ...events] };
}

export function truckData(sample: TrackSample | null): FeatureCollection<Point> {
  if (!sample) return empty() as FeatureCollection<Point>;
  return {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: { head: sample.head },
        geometry: { type: 'Point', coordinates: [sample.lng, sample.lat] },
      },
    ],
  };
}
