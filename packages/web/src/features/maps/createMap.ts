import maplibregl, {
  type ErrorEvent,
  type GeoJSONSource,
  type Map as MapLibreMap,
  type MapLayerMouseEvent,
  type StyleSpecification,
} from 'maplibre-gl';
import { TILE_SOURCES } from '../../components/map/basemap';
import { addArrowImage, addClusterImage, addMarkerImage, CLUSTER_IMAGE_PREFIX, MARKER_IMAGE_PREFIX } from './mapImages';
import { CLUSTER_LAYER, TRUCK_HIT_LAYERS, TRUCK_SOURCE, truckLayers, truckSource } from './truckLayers';
import { bindTruckPopup } from './truckPopup';

/** Where the map opens before the fleet is known: Indonesia. */
const INDONESIA = { center: [118, -2] as [number, number], zoom: 4.3 };

export type TruckHandlers = { onSelect: (imei: string) => void; tooltip: () => boolean };

function zoomIntoCluster(map: MapLibreMap, event: MapLayerMouseEvent): void {
  const cluster = event.features?.[0];
  const id = cluster?.properties.cluster_id as number | undefined;
  if (!cluster || id === undefined || cluster.geometry.type !== 'Point') return;
  const center = cluster.geometry.coordinates as [number, number];
  void map
    .getSource<GeoJSONSource>(TRUCK_SOURCE)
    ?.getClusterExpansionZoom(id)
    .then((zoom) => map.easeTo({ center, zoom }));
}

function setupTrucks(map: MapLibreMap, { onSelect, tooltip }: TruckHandlers): void {
  addArrowImage(map);
  map.on('styleimagemissing', ({ id }) => {
    if (id.startsWith(CLUSTER_IMAGE_PREFIX)) addClusterImage(map, id);
    else if (id.startsWith(MARKER_IMAGE_PREFIX)) addMarkerImage(map, id);
  });
  map.addSource(TRUCK_SOURCE, truckSource);
  truckLayers.forEach((layer) => map.addLayer(layer));
  map.on('click', CLUSTER_LAYER, (event) => zoomIntoCluster(map, event));
  for (const layer of TRUCK_HIT_LAYERS) {
    map.on('click', layer, (event) => {
      const imei = event.features?.[0]?.properties.imei as string | undefined;
      if (imei) onSelect(imei);
    });
  }
  for (const layer of [CLUSTER_LAYER, ...TRUCK_HIT_LAYERS]) {
    map.on('mouseenter', layer, () => (map.getCanvas().style.cursor = 'pointer'));
    map.on('mouseleave', layer, () => (map.getCanvas().style.cursor = ''));
  }
  bindTruckPopup(map, TRUCK_HIT_LAYERS, tooltip);
}

/** The one MapLibre map with the truck source and layers; `onReady` once they are in. */
export function createMap(
  container: HTMLElement,
  style: StyleSpecification,
  handlers: TruckHandlers,
  onReady: (map: MapLibreMap) => void,
): MapLibreMap {
  // No symbol fade: the trucks are never hidden by placement, and a fade after every live update
  // would keep the map redrawing most of the time.
  const instance = new maplibregl.Map({ container, style, fadeDuration: 0, ...INDONESIA });
  instance.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
  // Unreachable tile servers are expected offline: the shipped basemap shows instead.
  instance.on('error', (event: ErrorEvent & { sourceId?: string }) => {
    if (!event.sourceId || !TILE_SOURCES.includes(event.sourceId)) console.error(event.error);
  });
  // Not 'load': that waits for every basemap tile, which never comes offline.
  instance.once('style.load', () => {
    setupTrucks(instance, handlers);
    onReady(instance);
  });
  return instance;
}
