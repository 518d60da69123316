import { useEffect, useMemo, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { POOL_TYPE_ID, type GeoGroup } from '@armada/domain';
import { fenceAreas, fenceLabels, fencesOf } from './geoFeatures';
import { bindLayerClick, openPopup, popupContent } from './layerPopup';
import { useGeoGroups, vehiclesInGeoQuery } from './layersApi';
import { addOverlay, removeOverlay, setOverlayData } from './overlayLayers';
import { GEOFENCE_FILL, GEOFENCE_SOURCES, geofenceLayers, POOL_BADGE, POOL_FILL, STATION_ICON } from './overlayStyles';
import { fenceRows, vehicleList } from './popupText';
import { TRUCK_LAYERS } from './truckHits';

export type GeofenceOverlayProps = { map: MapLibreMap | null };

const SOURCES = Object.values(GEOFENCE_SOURCES);
const ABOVE = [...TRUCK_LAYERS, STATION_ICON, POOL_BADGE, POOL_FILL];
const EMPTY: GeoGroup[] = [];

/** Geofence areas and checkpoints, filled in their group's colour, named from street level up. */
export function GeofenceOverlay({ map }: GeofenceOverlayProps) {
  const { t } = useTranslation('mapLayers');
  const queryClient = useQueryClient();
  const groups = useGeoGroups(true).data?.data ?? EMPTY;
  const fenced = useMemo(() => fencesOf(groups, (f) => f.type_id !== POOL_TYPE_ID), [groups]);
  const byId = useRef(new Map<number, (typeof fenced)[number]>());
  useEffect(() => {
    byId.current = new Map(fenced.map((f) => [f.fence.id, f]));
  }, [fenced]);

  useEffect(() => {
    if (!map) return;
    addOverlay(map, 'maplayers-geofence', SOURCES, geofenceLayers);
    const unbind = bindLayerClick(map, GEOFENCE_FILL, ABOVE, (feature, event) => {
      const found = byId.current.get(Number(feature.properties.id));
      if (!found) return undefined;
      const { fence, group } = found;
      const rows = fenceRows(t, fence, group);
      const popup = openPopup(map, event.lngLat, popupContent(fence.name, rows, vehicleList(t, 'loading')));
      // Who is inside is asked on the click: it changes all the time and most geofences are never opened.
      queryClient.fetchQuery(vehiclesInGeoQuery(fence.type_id)).then(
        (page) => {
          const inside = page.data.filter((row) => row.geofence_id === fence.id);
          popup.setDOMContent(popupContent(fence.name, rows, vehicleList(t, inside)));
        },
        () => popup.setDOMContent(popupContent(fence.name, rows, vehicleList(t, 'error'))),
      );
      return popup;
    });
    return () => {
      unbind();
      removeOverlay(map, SOURCES, geofenceLayers);
    };
  }, [map, t, queryClient]);

  useEffect(() => {
    if (!map) return;
    setOverlayData(map, GEOFENCE_SOURCES.areas, fenceAreas(fenced));
    setOverlayData(map, GEOFENCE_SOURCES.labels, fenceLabels(fenced));
  }, [map, fenced]);

  return null;
}
