import { useEffect, useRef } from 'react';
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import { useTranslation } from 'react-i18next';
import type { MapInset } from '../MapView';
import { fitRoute, keepInView } from './followCamera';
import { addHistoryImages } from './historyImages';
import {
  emptySource,
  HISTORY_SOURCES,
  historyLayers,
  MARKS_SOURCE,
  marksData,
  ROUTE_SOURCE,
  routeData,
  TRUCK_SOURCE,
  truckData,
} from './historyLayers';
import { bindMarkPopups } from './historyPopups';
import { historyStore, useHistorySelector } from './historyStore';
import { sampleAt } from './playback';

export type HistoryOverlayProps = { map: MapLibreMap | null; inset: MapInset };

const NO_INSET: MapInset = { right: 0, bottom: 0 };

function addLayers(map: MapLibreMap): void {
  addHistoryImages(map);
  HISTORY_SOURCES.forEach((id) => map.getSource(id) ?? map.addSource(id, emptySource()));
  historyLayers.forEach((layer) => map.getLayer(layer.id) ?? map.addLayer(layer));
}

function removeLayers(map: MapLibreMap): void {
  // The map may be gone already when the page unmounts.
  if (!map.style) return;
  [...historyLayers].reverse().forEach((layer) => map.getLayer(layer.id) && map.removeLayer(layer.id));
  HISTORY_SOURCES.forEach((id) => map.getSource(id) && map.removeSource(id));
}

/** Draws the replayed route, its stops and events, and the moving truck; the camera follows it while it plays. */
export function HistoryOverlay({ map, inset = NO_INSET }: HistoryOverlayProps) {
  const { t } = useTranslation('history');
  // Only the loaded result re-renders this component; the moving truck is drawn straight from the store.
  const result = useHistorySelector((state) => state.result);
  const insetRef = useRef(inset);
  useEffect(() => {
    insetRef.current = inset;
  }, [inset]);

  useEffect(() => {
    if (!map) return;
    addLayers(map);
    const unbind = bindMarkPopups(map, () => historyStore.get().result, t);
    return () => {
      unbind();
      removeLayers(map);
    };
  }, [map, t]);

  useEffect(() => {
    if (!map) return;
    const empty = { type: 'FeatureCollection' as const, features: [] };
    map.getSource<GeoJSONSource>(ROUTE_SOURCE)?.setData(result ? routeData(result) : empty);
    map.getSource<GeoJSONSource>(MARKS_SOURCE)?.setData(result ? marksData(result) : empty);
    if (result) fitRoute(map, result, insetRef.current);
  }, [map, result]);

  useEffect(() => {
    if (!map) return;
    let drawn: number | null = null;
    const draw = () => {
      const { samples, cursor, playing, result: shown } = historyStore.get();
      const key = shown ? cursor : null;
      if (key === drawn) return;
      drawn = key;
      const sample = shown ? sampleAt(samples, cursor) : null;
      map.getSource<GeoJSONSource>(TRUCK_SOURCE)?.setData(truckData(sample));
      if (sample && playing) keepInView(map, [sample.lng, sample.lat], insetRef.current);
    };
    draw();
    return historyStore.subscribe(draw);
  }, [map]);

  return null;
}
