import { useEffect } from 'react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { hasPermission, type PermissionKey, type TokenPayload } from '@armada/domain';
import { useAuth } from '../../auth/useAuth';
import { GasStationOverlay } from './GasStationOverlay';
import { GeofenceOverlay } from './GeofenceOverlay';
import { bindLayerImages } from './layerImages';
import { LAYER_KEYS, type LayerKey } from './layerToggles';
import { LayersControl } from './LayersControl';
import { PoolOverlay } from './PoolOverlay';
import { useLayerToggles } from './useLayerToggles';

export type MapLayersProps = {
  map: MapLibreMap | null;
  /** The places mode draws every place itself: the geofence and pool overlays step aside. */
  placesShown?: boolean;
};

/** The permission each overlay's call needs (the server checks it too). */
const NEEDS: Record<LayerKey, PermissionKey> = {
  geofences: 'list_geofence',
  pools: 'vehicle_in_pool',
  stations: 'list_spbu',
};

const allowed = (viewer: TokenPayload | null) =>
  viewer ? LAYER_KEYS.filter((key) => hasPermission(viewer, NEEDS[key])) : [];

/**
 * Geofences, pools and gas stations over the live map, and the control that switches them. An
 * overlay switched off is unmounted, which removes its layers.
 */
export function MapLayers({ map, placesShown = false }: MapLayersProps) {
  const { viewer } = useAuth();
  const [toggles, toggle] = useLayerToggles(viewer?.user_id ?? 0);
  const available = allowed(viewer);
  const show = Object.fromEntries(
    LAYER_KEYS.map((key) => [key, map !== null && toggles[key] && available.includes(key)]),
  ) as Record<LayerKey, boolean>;

  useEffect(() => (map ? bindLayerImages(map) : undefined), [map]);

  return (
    <>
      <LayersControl map={map} available={available} toggles={toggles} onToggle={toggle} />
      {show.geofences && !placesShown ? <GeofenceOverlay map={map} /> : null}
      {show.pools && !placesShown ? <PoolOverlay map={map} /> : null}
      {show.stations ? <GasStationOverlay map={map} /> : null}
    </>
  );
}
