import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import type { MapSettings } from '@armada/domain';
import {
  ARROW_LAYER,
  CLUSTER_OPTIONS,
  DOT_LAYER,
  MARKER_LAYER,
  markerImage,
  SELECTED_LAYER,
  TRUCK_SOURCE,
} from '../truckLayers';
import { markerStyle } from './markerStyle';

const shown = (on: boolean) => (on ? 'visible' : 'none');

/** Applies clustering and the marker icon and size to the truck layers at once (the tooltip reads its flag itself). */
export function applyMapSettings(map: MapLibreMap, settings: MapSettings): void {
  const style = markerStyle(settings);
  map
    .getSource<GeoJSONSource>(TRUCK_SOURCE)
    ?.setClusterOptions({ cluster: settings.cluster_status, ...CLUSTER_OPTIONS });
  map.setLayoutProperty(DOT_LAYER, 'visibility', shown(style.icon === null));
  map.setLayoutProperty(ARROW_LAYER, 'visibility', shown(style.icon === null));
  map.setLayoutProperty(MARKER_LAYER, 'visibility', shown(style.icon !== null));
  if (style.icon) map.setLayoutProperty(MARKER_LAYER, 'icon-image', markerImage(style.icon));
  map.setLayoutProperty(MARKER_LAYER, 'icon-size', style.iconSize);
  map.setLayoutProperty(ARROW_LAYER, 'icon-size', style.iconSize);
  map.setPaintProperty(DOT_LAYER, 'circle-radius', style.dotRadius);
  map.setPaintProperty(SELECTED_LAYER, 'circle-radius', style.selectedRadius);
}
