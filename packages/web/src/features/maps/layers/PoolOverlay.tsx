import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapGeoJSONFeature, Map as MapLibreMap, MapMouseEvent } from 'maplibre-gl';
import { POOL_TYPE_ID, type GeoGroup, type VehicleInGeo } from '@armada/domain';
import { byGeofence, fenceAreas, fenceLabels, fencesOf } from './geoFeatures';
import { bindLayerClick, openPopup, popupContent } from './layerPopup';
import { useGeoGroups, useVehiclesInPool } from './layersApi';
import { addOverlay, removeOverlay, setOverlayData } from './overlayLayers';
import { POOL_BADGE, POOL_FILL, POOL_SOURCES, poolLayers, STATION_ICON } from './overlayStyles';
import { fenceRows, vehicleList } from './popupText';
import { TRUCK_LAYERS } from './truckHits';

export type PoolOverlayProps = { map: MapLibreMap | null };

const SOURCES = Object.values(POOL_SOURCES);
const EMPTY_GROUPS: GeoGroup[] = [];
const EMPTY_ROWS: VehicleInGeo[] = [];

/** Pools (depots) in their own dashed orange, each with a badge counting the vehicles standing in it. */
export function PoolOverlay({ map }: PoolOverlayProps) {
  const { t } = useTranslation('mapLayers');
  const groups = useGeoGroups(true).data?.data ?? EMPTY_GROUPS;
  const inPool = useVehiclesInPool(true).data?.data ?? EMPTY_ROWS;
  const pools = useMemo(() => fencesOf(groups, (f) => f.type_id === POOL_TYPE_ID), [groups]);
  const vehicles = useMemo(() => byGeofence(inPool), [inPool]);
  const latest = useRef({ pools, vehicles });
  useEffect(() => {
    latest.current = { pools, vehicles };
  }, [pools, vehicles]);

  useEffect(() => {
    if (!map) return;
    addOverlay(map, 'maplayers-pool', SOURCES, poolLayers);
    const show = (feature: MapGeoJSONFeature, event: MapMouseEvent) => {
      const id = Number(feature.properties.id);
      const found = latest.current.pools.find((p) => p.fence.id === id);
      if (!found) return undefined;
      const rows = fenceRows(t, found.fence, found.group, false);
      const list = vehicleList(t, latest.current.vehicles.get(id) ?? []);
      return openPopup(map, event.lngLat, popupContent(found.fence.name, rows, list));
    };
    const unbindFill = bindLayerClick(map, POOL_FILL, [...TRUCK_LAYERS, STATION_ICON, POOL_BADGE], show);
    const unbindBadge = bindLayerClick(map, POOL_BADGE, [...TRUCK_LAYERS, STATION_ICON], show);
    return () => {
      unbindFill();
      unbindBadge();
      removeOverlay(map, SOURCES, poolLayers);
    };
  }, [map, t]);

  useEffect(() => {
    if (!map) return;
    const counts = new Map([...vehicles].map(([id, rows]) => [id, rows.length]));
    setOverlayData(map, POOL_SOURCES.areas, fenceAreas(pools, counts));
    setOverlayData(map, POOL_SOURCES.labels, fenceLabels(pools, counts));
  }, [map, pools, vehicles]);

  return null;
}
