import { useEffect, useRef, type RefObject } from 'react';
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import { useTranslation } from 'react-i18next';
import type { MapInset } from '../MapView';
import { fitRoute, focusOn, keepInView } from './followCamera';
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
import { markAt } from './historyMarks';
import { bindMarkPopups, type MarkPopups } from './historyPopups';
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

/** A stop or event picked in the panel: the camera goes to it and its popup opens (where the truck was, for an event the track could not place). */
function useFocusedMark(
  map: MapLibreMap | null,
  insetRef: RefObject<MapInset>,
  popups: RefObject<MarkPopups | null>,
): void {
  const focus = useHistorySelector((state) => state.focus);
  useEffect(() => {
    const { result, samples, cursor } = historyStore.get();
    if (!map || !focus || !result) return;
    const at = markAt(result, focus);
    const sample = sampleAt(samples, cursor);
    const lngLat = at?.lngLat ?? (sample ? ([sample.lng, sample.lat] as [number, number]) : null);
    if (!lngLat) return;
    focusOn(map, lngLat, insetRef.current);
    popups.current?.show(focus, lngLat);
  }, [map, focus, insetRef, popups]);
}

/** Draws the replayed route, its stops and events, and the moving truck; the camera follows it while it plays. */
export function HistoryOverlay({ map, inset = NO_INSET }: HistoryOverlayProps) {
  const { t } = useTranslation('history');
  // Only the loaded result (and a pick in the lists) re-renders this component; the moving truck is drawn straight from the store.
  const result = useHistorySelector((state) => state.result);
  const insetRef = useRef(inset);
  useEffect(() => {
    insetRef.current = inset;
  }, [inset]);

  const popups = useRef<MarkPopups | null>(null);

  useEffect(() => {
    if (!map) return;
    addLayers(map);
    const bound = bindMarkPopups(map, () => historyStore.get().result, t);
    popups.current = bound;
    return () => {
      popups.current = null;
      bound.unbind();
      removeLayers(map);
    };
  }, [map, t]);

  useFocusedMark(map, insetRef, popups);

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
