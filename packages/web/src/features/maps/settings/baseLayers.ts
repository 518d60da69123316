import type { Map as MapLibreMap } from 'maplibre-gl';
import { BASE_LAYERS, type BaseLayer } from '@armada/domain';
import {
  OSM_SOURCE,
  SATELLITE_SOURCE,
  TRAFFIC_SOURCE,
  type BaseChoice,
  type BaseTiles,
} from '../../../components/map/basemap';
import { VECTOR_LAYER_PREFIX } from '../../../components/map/vectorBasemap';

const STORAGE_KEY = 'armada.map.base_layer';
const DEFAULT_CHOICE: BaseChoice = { base: 'street', traffic: false };

/** A stored choice, kept only where the server still offers it. */
export function parseChoice(raw: string | null, tiles: BaseTiles): BaseChoice {
  try {
    const parsed = JSON.parse(raw ?? '') as Partial<BaseChoice>;
    const base: BaseLayer =
      BASE_LAYERS.includes(parsed.base as BaseLayer) && (parsed.base !== 'satellite' || tiles.satellite)
        ? (parsed.base as BaseLayer)
        : 'street';
    return { base, traffic: parsed.traffic === true && tiles.traffic !== null };
  } catch {
    return DEFAULT_CHOICE;
  }
}

/** Remembered per browser: which base layer a person looks at is not a setting of their account. */
export const storedChoice = (tiles: BaseTiles): BaseChoice => parseChoice(localStorage.getItem(STORAGE_KEY), tiles);
export const storeChoice = (choice: BaseChoice): void => localStorage.setItem(STORAGE_KEY, JSON.stringify(choice));

function show(map: MapLibreMap, layer: string, on: boolean): void {
  if (map.getLayer(layer)) map.setLayoutProperty(layer, 'visibility', on ? 'visible' : 'none');
}

/** The street layer's ids: the raster street tiles, or the self-hosted basemap's vector layers. */
const streetLayers = (map: MapLibreMap): string[] => [
  OSM_SOURCE,
  ...map.getLayersOrder().filter((id) => id.startsWith(VECTOR_LAYER_PREFIX)),
];

/** Street or satellite above the shipped land, and the traffic overlay when chosen. */
export function showBaseLayers(map: MapLibreMap, choice: BaseChoice): void {
  const satellite = choice.base === 'satellite' && map.getLayer(SATELLITE_SOURCE) !== undefined;
  streetLayers(map).forEach((layer) => show(map, layer, !satellite));
  show(map, SATELLITE_SOURCE, satellite);
  show(map, TRAFFIC_SOURCE, choice.traffic);
}
