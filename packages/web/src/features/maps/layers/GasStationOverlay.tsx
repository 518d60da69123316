import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Map as MapLibreMap } from 'maplibre-gl';
import type { Spbu } from '@armada/domain';
import { stationPoints } from './geoFeatures';
import { addStationImages } from './layerImages';
import { bindLayerClick, openPopup, popupContent } from './layerPopup';
import { useGasStations } from './layersApi';
import { addOverlay, removeOverlay, setOverlayData } from './overlayLayers';
import { STATION_ICON, STATION_SOURCE, stationLayers } from './overlayStyles';
import { stationRows } from './popupText';
import { TRUCK_LAYERS } from './truckHits';

export type GasStationOverlayProps = { map: MapLibreMap | null };

const SOURCES = [STATION_SOURCE];
const EMPTY: Spbu[] = [];

/** Gas stations (public ones and the organisation's own tanks) as pump icons, named from street level up. */
export function GasStationOverlay({ map }: GasStationOverlayProps) {
  const { t } = useTranslation('mapLayers');
  const stations = useGasStations(true).data?.data ?? EMPTY;
  const byId = useRef(new Map<number, Spbu>());
  useEffect(() => {
    byId.current = new Map(stations.map((s) => [s.id, s]));
  }, [stations]);
  const points = useMemo(() => stationPoints(stations), [stations]);

  useEffect(() => {
    if (!map) return;
    addStationImages(map);
    addOverlay(map, 'maplayers-station', SOURCES, stationLayers);
    const unbind = bindLayerClick(map, STATION_ICON, TRUCK_LAYERS, (feature, event) => {
      const station = byId.current.get(Number(feature.properties.id));
      return station ? openPopup(map, event.lngLat, popupContent(station.name, stationRows(t, station))) : undefined;
    });
    return () => {
      unbind();
      removeOverlay(map, SOURCES, stationLayers);
    };
  }, [map, t]);

  useEffect(() => {
    if (map) setOverlayData(map, STATION_SOURCE, points);
  }, [map, points]);

  return null;
}
