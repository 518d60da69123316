import { useEffect, useMemo } from 'react';
import type { GeoJSONSource, LayerSpecification, Map as MapLibreMap } from 'maplibre-gl';
import type { GeoGroup } from '@armada/domain';
import { fenceAreas, fenceLabels, fencesOf } from '../maps/layers/geoFeatures';
import { LABEL_PREFIX } from '../maps/layers/layerImages';

export const PLACES_SOURCES = { areas: 'places-areas', labels: 'places-labels' } as const;
const CHECKPOINT = 3;
const SITE = 2;

const LAYERS: LayerSpecification[] = [
  {
    id: 'places-fill',
    type: 'fill',
    source: PLACES_SOURCES.areas,
    paint: { 'fill-color': ['get', 'color'], 'fill-opacity': ['case', ['==', ['get', 'type_id'], SITE], 0.3, 0.16] },
  },
  {
    id: 'places-line',
    type: 'line',
    source: PLACES_SOURCES.areas,
    paint: {
      'line-color': ['get', 'color'],
      'line-width': 2,
      'line-dasharray': ['case', ['==', ['get', 'type_id'], CHECKPOINT], ['literal', [1, 1.5]], ['literal', [1, 0]]],
    },
  },
  {
    // Sites and checkpoints are a few hundred metres across: a dot keeps them findable from afar.
    id: 'places-dot',
    type: 'circle',
    source: PLACES_SOURCES.labels,
    filter: ['!=', ['get', 'type_id'], 1],
    paint: {
      'circle-color': ['get', 'color'],
      'circle-radius': 5,
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 1.5,
    },
  },
  {
    id: 'places-label',
    type: 'symbol',
    source: PLACES_SOURCES.labels,
    minzoom: 10,
    layout: { 'icon-image': ['concat', LABEL_PREFIX, ['get', 'color'], '|', ['get', 'name']] },
  },
];

/** Every place of the groups, whatever its kind, drawn under the trucks while the places mode is open. */
export function PlacesLayer({ map, groups }: { map: MapLibreMap | null; groups: readonly GeoGroup[] }) {
  const fenced = useMemo(() => fencesOf(groups, () => true), [groups]);

  useEffect(() => {
    if (!map) return;
    const empty = { type: 'FeatureCollection' as const, features: [] };
    Object.values(PLACES_SOURCES).forEach(
      (id) => map.getSource(id) ?? map.addSource(id, { type: 'geojson', data: empty }),
    );
    const before = map.getStyle().layers.find((layer) => layer.id.startsWith('truck-'))?.id;
    LAYERS.forEach((layer) => map.getLayer(layer.id) ?? map.addLayer(layer, before));
    return () => {
      if (!map.style) return;
      [...LAYERS].reverse().forEach((layer) => map.getLayer(layer.id) && map.removeLayer(layer.id));
      Object.values(PLACES_SOURCES).forEach((id) => map.getSource(id) && map.removeSource(id));
    };
  }, [map]);

  useEffect(() => {
    if (!map) return;
    map.getSource<GeoJSONSource>(PLACES_SOURCES.areas)?.setData(fenceAreas(fenced));
    map.getSource<GeoJSONSource>(PLACES_SOURCES.labels)?.setData(fenceLabels(fenced));
  }, [map, fenced]);

  return null;
}
