import { useEffect, useMemo, useRef, useState } from 'react';
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import { useTranslation } from 'react-i18next';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useAppConfig } from '../../api/app';
import { basemapStyle, FALLBACK_TILES, shippedLayers, type BaseTiles } from '../../components/map/basemap';
import { applyLabelTexts, labelTexts } from '../../components/map/vectorBasemap';
import { createMap } from './createMap';
import type { FleetEntry } from '../fleet/fleetModel';
import { applyMapSettings } from './settings/applyMapSettings';
import { storedChoice } from './settings/baseLayers';
import { keepControlsClear } from './settings/controlsClear';
import { BaseLayerSwitcher } from './settings/BaseLayerSwitcher';
import { useMapSettings } from './settings/mapSettingsApi';
import { QuickSettings } from './settings/QuickSettings';
import { exposeMapForTests } from './settings/testHook';
import { useFitFleetOnce } from './settings/useFitFleetOnce';
import { truckSourceSyncFor } from './truckSourceSync';
import { SELECTED_LAYER, selectedFilter, TRUCK_SOURCE } from './truckLayers';

export type MapInset = { right: number; bottom: number };

export type FlyTarget = { lng: number; lat: number; key: number };

export type MapViewProps = {
  entries: readonly FleetEntry[];
  selectedImei: string | null;
  flyTarget: FlyTarget | null;
  onSelect: (imei: string) => void;
  /** Space covered by a panel on the right or bottom: a truck flown to is centred in the part still visible. */
  inset?: MapInset;
  /** The map once its style is ready (null after it is removed), for overlays that draw their own layers. */
  onMap?: (map: MapLibreMap | null) => void;
};

const FLY_ZOOM = 14;
const NO_INSET: MapInset = { right: 0, bottom: 0 };

/** The server's base layers; OpenStreetMap alone when it cannot say; null while asking. */
function useBaseTiles(): BaseTiles | null {
  const config = useAppConfig();
  if (config.data) return config.data.map_tiles ?? FALLBACK_TILES;
  return config.isError ? FALLBACK_TILES : null;
}

/**
 * The one MapLibre map: shipped basemap, street or satellite tiles above it, the trucks on top as
 * the user's map settings draw them; the first view fits the fleet.
 */
export function MapView({ entries, selectedImei, flyTarget, onSelect, inset = NO_INSET, onMap }: MapViewProps) {
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const tiles = useBaseTiles();
  // The self-hosted basemap's labels are in the reader's language; a new language relabels the same map.
  const { i18n } = useTranslation();
  const language = i18n.language;
  const languageRef = useRef(language);
  const { settings } = useMapSettings();
  const selectRef = useRef(onSelect);
  const insetRef = useRef(inset);
  const tooltipRef = useRef(settings.tooltip_status);
  useEffect(() => {
    selectRef.current = onSelect;
    insetRef.current = inset;
    tooltipRef.current = settings.tooltip_status;
    languageRef.current = language;
  }, [onSelect, inset, settings.tooltip_status, language]);

  useEffect(() => {
    void shippedLayers();
  }, []);

  useEffect(() => {
    const element = container.current;
    if (!element || !tiles) return;
    let instance: MapLibreMap | null = null;
    let cancelled = false;
    void basemapStyle(tiles, storedChoice(tiles), languageRef.current).then((style) => {
      if (cancelled) return;
      const handlers = { onSelect: (imei: string) => selectRef.current(imei), tooltip: () => tooltipRef.current };
      instance = createMap(element, style, handlers, setMap);
    });
    return () => {
      cancelled = true;
      setMap(null);
      instance?.remove();
    };
  }, [tiles]);

  useEffect(() => {
    if (!map || !tiles?.vector) return;
    let live = true;
    void labelTexts(language).then((texts) => {
      if (live) applyLabelTexts(map, texts);
    });
    return () => {
      live = false;
    };
  }, [map, tiles, language]);

  useEffect(() => {
    onMap?.(map);
    exposeMapForTests(map);
  }, [map, onMap]);

  useEffect(() => {
    if (map) applyMapSettings(map, settings);
  }, [map, settings]);

  const drawerWidth = inset.right;
  useEffect(() => {
    if (!map) return;
    const clear = () => keepControlsClear(map, drawerWidth);
    clear();
    map.on('resize', clear);
    return () => {
      map.off('resize', clear);
    };
  }, [map, drawerWidth]);

  useEffect(() => {
    const source = map?.getSource<GeoJSONSource>(TRUCK_SOURCE);
    if (!map || !source) return;
    const update = truckSourceSyncFor(map)(entries);
    if (update.kind === 'set') source.setData(update.data);
    else if (update.kind === 'diff') source.updateData(update.diff);
  }, [map, entries]);

  useEffect(() => {
    map?.setFilter(SELECTED_LAYER, selectedFilter(selectedImei));
  }, [map, selectedImei]);

  // Before the flight below, so a vehicle asked for in the URL wins over the fleet view.
  useFitFleetOnce(map, entries);

  useEffect(() => {
    if (map && flyTarget) {
      const center: [number, number] = [flyTarget.lng, flyTarget.lat];
      map.flyTo({
        center,
        zoom: Math.max(map.getZoom(), FLY_ZOOM),
        offset: [-insetRef.current.right / 2, -insetRef.current.bottom / 2],
      });
    }
  }, [map, flyTarget]);

  // The same elements while map and tiles stand: live updates re-render the trucks, not the controls.
  const controls = useMemo(
    () => (
      <>
        <QuickSettings map={map} />
        {tiles ? <BaseLayerSwitcher map={map} tiles={tiles} /> : null}
      </>
    ),
    [map, tiles],
  );

  return (
    <>
      <div ref={container} style={{ position: 'absolute', inset: 0 }} />
      {controls}
    </>
  );
}
