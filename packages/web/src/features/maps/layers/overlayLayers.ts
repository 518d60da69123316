import type { FeatureCollection } from 'geojson';
import type { GeoJSONSource, LayerSpecification, Map as MapLibreMap } from 'maplibre-gl';

/**
 * Adding and removing an overlay's sources and layers. Overlays stack in a fixed order whatever
 * order they are switched on in: geofences, then pools, then gas stations, all under the trucks.
 */
export const OVERLAY_ORDER = ['maplayers-geofence', 'maplayers-pool', 'maplayers-station'] as const;
export type OverlayName = (typeof OVERLAY_ORDER)[number];
const TRUCK_PREFIX = 'truck-';

const EMPTY: FeatureCollection = { type: 'FeatureCollection', features: [] };

/** The first layer drawn above this overlay: a later overlay's or the trucks'. */
export function beforeIdFor(map: MapLibreMap, name: OverlayName): string | undefined {
  const later = OVERLAY_ORDER.slice(OVERLAY_ORDER.indexOf(name) + 1);
  const above = (id: string) => id.startsWith(TRUCK_PREFIX) || later.some((prefix) => id.startsWith(prefix));
  return map.getStyle().layers.find((layer) => above(layer.id))?.id;
}

export function addOverlay(
  map: MapLibreMap,
  name: OverlayName,
  sources: readonly string[],
  layers: readonly LayerSpecification[],
): void {
  sources.forEach((id) => map.getSource(id) ?? map.addSource(id, { type: 'geojson', data: EMPTY }));
  const before = beforeIdFor(map, name);
  layers.forEach((layer) => map.getLayer(layer.id) ?? map.addLayer(layer, before));
}

export function removeOverlay(
  map: MapLibreMap,
  sources: readonly string[],
  layers: readonly LayerSpecification[],
): void {
  // The map may be gone already when the page unmounts.
  if (!map.style) return;
  [...layers].reverse().forEach((layer) => map.getLayer(layer.id) && map.removeLayer(layer.id));
  sources.forEach((id) => map.getSource(id) && map.removeSource(id));
}

export function setOverlayData(map: MapLibreMap, source: string, data: FeatureCollection): void {
  map.getSource<GeoJSONSource>(source)?.setData(data);
}

/** Whether a layer drawn above (a truck, a station...) was hit at this point, so it gets the click. */
export function hitAbove(map: MapLibreMap, point: { x: number; y: number }, layerIds: readonly string[]): boolean {
  const present = layerIds.filter((id) => map.getLayer(id));
  return present.length > 0 && map.queryRenderedFeatures([point.x, point.y], { layers: present }).length > 0;
}
