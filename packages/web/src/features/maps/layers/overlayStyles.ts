import type { ExpressionSpecification, LayerSpecification } from 'maplibre-gl';
import { BADGE_PREFIX, LABEL_PREFIX, POOL_COLOR, STATION_COLORS, STATION_IMAGES } from './layerImages';

/** Sources and layers of the three overlays; ids start with their overlay's name (see overlayLayers). */
export const GEOFENCE_SOURCES = { areas: 'maplayers-geofence-areas', labels: 'maplayers-geofence-labels' } as const;
export const POOL_SOURCES = { areas: 'maplayers-pool-areas', labels: 'maplayers-pool-labels' } as const;
export const STATION_SOURCE = 'maplayers-station-points';

export const GEOFENCE_FILL = 'maplayers-geofence-fill';
export const POOL_FILL = 'maplayers-pool-fill';
export const POOL_BADGE = 'maplayers-pool-badge';
export const STATION_ICON = 'maplayers-station-icon';

/** Names show from street level up; at city zoom the shapes alone are enough. */
const NAME_MIN_ZOOM = 12;
const CHECKPOINT = 3;

const label = (color: ExpressionSpecification | string): ExpressionSpecification => [
  'concat',
  LABEL_PREFIX,
  color,
  '|',
  ['get', 'name'],
];

export const geofenceLayers: LayerSpecification[] = [
  {
    id: GEOFENCE_FILL,
    type: 'fill',
    source: GEOFENCE_SOURCES.areas,
    paint: { 'fill-color': ['get', 'color'], 'fill-opacity': 0.16 },
  },
  {
    id: 'maplayers-geofence-line',
    type: 'line',
    source: GEOFENCE_SOURCES.areas,
    paint: {
      'line-color': ['get', 'color'],
      'line-width': 1.5,
      // Checkpoints are gates to pass, not places to be: a dotted edge tells them apart.
      'line-dasharray': ['case', ['==', ['get', 'type_id'], CHECKPOINT], ['literal', [1, 1.5]], ['literal', [1, 0]]],
    },
  },
  {
    id: 'maplayers-geofence-label',
    type: 'symbol',
    source: GEOFENCE_SOURCES.labels,
    minzoom: NAME_MIN_ZOOM,
    layout: { 'icon-image': label(['get', 'color']), 'icon-allow-overlap': false },
  },
];

export const poolLayers: LayerSpecification[] = [
  {
    id: POOL_FILL,
    type: 'fill',
    source: POOL_SOURCES.areas,
    paint: { 'fill-color': POOL_COLOR, 'fill-opacity': 0.22 },
  },
  {
    id: 'maplayers-pool-line',
    type: 'line',
    source: POOL_SOURCES.areas,
    paint: { 'line-color': POOL_COLOR, 'line-width': 2.5, 'line-dasharray': [3, 2] },
  },
  {
    id: POOL_BADGE,
    type: 'symbol',
    source: POOL_SOURCES.labels,
    minzoom: 8,
    layout: {
      'icon-image': ['concat', BADGE_PREFIX, ['to-string', ['get', 'count']]],
      // Up and right of the centre, where a truck parked in the middle does not cover it.
      'icon-offset': [24, -24],
      'icon-allow-overlap': true,
    },
  },
  {
    id: 'maplayers-pool-label',
    type: 'symbol',
    source: POOL_SOURCES.labels,
    minzoom: NAME_MIN_ZOOM,
    layout: {
      'icon-image': label(POOL_COLOR),
      'icon-anchor': 'top',
      'icon-offset': [0, 34],
      'icon-allow-overlap': false,
    },
  },
];

export const stationLayers: LayerSpecification[] = [
  {
    id: STATION_ICON,
    type: 'symbol',
    source: STATION_SOURCE,
    layout: {
      'icon-image': ['match', ['get', 'type'], 1, STATION_IMAGES[1], STATION_IMAGES[0]],
      'icon-size': ['interpolate', ['linear'], ['zoom'], 4, 0.55, 10, 0.85, 14, 1],
      'icon-allow-overlap': true,
    },
  },
  {
    id: 'maplayers-station-label',
    type: 'symbol',
    source: STATION_SOURCE,
    minzoom: NAME_MIN_ZOOM,
    layout: {
      'icon-image': [
        'concat',
        LABEL_PREFIX,
        ['match', ['get', 'type'], 1, STATION_COLORS[1], STATION_COLORS[0]],
        '|',
        ['get', 'label'],
      ],
      'icon-anchor': 'top',
      'icon-offset': [0, 14],
      'icon-allow-overlap': false,
    },
  },
];
