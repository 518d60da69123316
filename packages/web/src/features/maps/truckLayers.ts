import type { FeatureCollection } from 'geojson';
import type { ExpressionSpecification, LayerSpecification, SourceSpecification } from 'maplibre-gl';
import { MOVEMENTS } from '@armada/domain';
import { ARROW_IMAGE, CLUSTER_IMAGE_PREFIX, MARKER_IMAGE_PREFIX } from './mapImages';
import type { DrawnIcon } from './settings/markerDrawing';
import { ABNORMAL_OUTLINE, MOVEMENT_COLORS, NORMAL_OUTLINE } from '../fleet/movementStyle';

export const TRUCK_SOURCE = 'trucks';
export const CLUSTER_LAYER = 'truck-clusters';
export const DOT_LAYER = 'truck-dots';
export const SELECTED_LAYER = 'truck-selected';
export const ARROW_LAYER = 'truck-arrows';
/** Truck or arrow images, rotated by heading; shown instead of the dots by the user's marker icon. */
export const MARKER_LAYER = 'truck-markers';
/** The layers a truck is clicked and hovered on (the hidden ones get no events). */
export const TRUCK_HIT_LAYERS = [DOT_LAYER, MARKER_LAYER] as const;

const EMPTY: FeatureCollection = { type: 'FeatureCollection', features: [] };

/** Clustering is switched by the user's setting (setClusterOptions); radius and last zoom stay these. */
export const CLUSTER_OPTIONS = { clusterRadius: 50, clusterMaxZoom: 13 } as const;

export const truckSource: SourceSpecification = { type: 'geojson', data: EMPTY, cluster: true, ...CLUSTER_OPTIONS };

const notCluster: ExpressionSpecification = ['!', ['has', 'point_count']];
const movementColor = [
  'match',
  ['get', 'movement'],
  ...MOVEMENTS.flatMap((movement) => [movement, MOVEMENT_COLORS[movement]]),
  MOVEMENT_COLORS.off,
] as unknown as ExpressionSpecification;

/** The image of each truck: the icon, its movement's colour, and the abnormal outline. */
export const markerImage = (icon: DrawnIcon): ExpressionSpecification => [
  'concat',
  `${MARKER_IMAGE_PREFIX}${icon}-`,
  ['get', 'movement'],
  ['case', ['get', 'abnormal'], '-1', '-0'],
];

export const selectedFilter = (imei: string | null): ExpressionSpecification => ['==', ['get', 'imei'], imei ?? ''];

/** GPU layers only: 20,000 trucks stay smooth where DOM markers would not. */
export const truckLayers: LayerSpecification[] = [
  {
    id: CLUSTER_LAYER,
    type: 'symbol',
    source: TRUCK_SOURCE,
    filter: ['has', 'point_count'],
    layout: {
      'icon-image': ['concat', CLUSTER_IMAGE_PREFIX, ['get', 'point_count_abbreviated']],
      'icon-allow-overlap': true,
      'icon-ignore-placement': true,
    },
  },
  {
    id: SELECTED_LAYER,
    type: 'circle',
    source: TRUCK_SOURCE,
    filter: selectedFilter(null),
    paint: {
      'circle-radius': 12,
      'circle-color': 'rgba(22,119,255,0.2)',
      'circle-stroke-color': '#1677ff',
      'circle-stroke-width': 2,
    },
  },
  {
    id: DOT_LAYER,
    type: 'circle',
    source: TRUCK_SOURCE,
    filter: notCluster,
    // Hidden until the settings say 'Dot' (the default icon is the truck).
    layout: { visibility: 'none' },
    paint: {
      'circle-radius': 6,
      'circle-color': movementColor,
      'circle-stroke-color': ['case', ['get', 'abnormal'], ABNORMAL_OUTLINE, NORMAL_OUTLINE],
      'circle-stroke-width': ['case', ['get', 'abnormal'], 2.5, 1.5],
    },
  },
  {
    id: ARROW_LAYER,
    type: 'symbol',
    source: TRUCK_SOURCE,
    filter: ['all', notCluster, ['==', ['get', 'movement'], 'moving']],
    layout: {
      visibility: 'none',
      'icon-image': ARROW_IMAGE,
      'icon-rotate': ['get', 'head'],
      'icon-rotation-alignment': 'map',
      'icon-allow-overlap': true,
      'icon-ignore-placement': true,
    },
  },
  {
    id: MARKER_LAYER,
    type: 'symbol',
    source: TRUCK_SOURCE,
    filter: notCluster,
    layout: {
      'icon-image': markerImage('truck'),
      'icon-rotate': ['get', 'head'],
      'icon-rotation-alignment': 'map',
      'icon-allow-overlap': true,
      'icon-ignore-placement': true,
    },
  },
];
