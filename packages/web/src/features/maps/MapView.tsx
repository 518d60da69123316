import { useEffect, useRef, useState } from 'react';
import maplibregl, {
  type ErrorEvent,
  type GeoJSONSource,
  type Map as MapLibreMap,
  type MapLayerMouseEvent,
  type StyleSpecification,
} from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { basemapStyle, OSM_SOURCE } from './basemap';
import { addArrowImage, addClusterImage, CLUSTER_IMAGE_PREFIX } from './mapImages';
import { truckFeatures } from './truckFeatures';
import type { FleetEntry } from './fleetModel';
import {
  CLUSTER_LAYER,
  DOT_LAYER,
  SELECTED_LAYER,
  selectedFilter,
  TRUCK_SOURCE,
  truckLayers,
  truckSource,
} from './truckLayers';
import { bindTruckPopup } from './truckPopup';

export type MapInset = { right: number; bottom: number };

export type FlyTarget = { lng: number; lat: number; key: number };

export type MapViewProps = {
  entries: readonly FleetEntry[];
  selectedImei: string | null;
  flyTarget: FlyTarget | null;
  onSelect: (imei: string) => void;
  /** Space covered by a panel on the right or bottom: a truck flown to is centred in the part still visible. */
  inset?: MapInset;
};

const INDONESIA = { center: [118, -2] as [number, number], zoom: 4.3 };
const FLY_ZOOM = 14;
const NO_INSET: MapInset = { right: 0, bottom: 0 };

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

function setupTrucks(map: MapLibreMap, onSelect: (imei: string) => void): void {
  addArrowImage(map);
  map.on('styleimagemissing', ({ id }) => {
    if (id.startsWith(CLUSTER_IMAGE_PREFIX)) addClusterImage(map, id);
  });
  map.addSource(TRUCK_SOURCE, truckSource);
  truckLayers.forEach((layer) => map.addLayer(layer));
  map.on('click', CLUSTER_LAYER, (event) => zoomIntoCluster(map, event));
  map.on('click', DOT_LAYER, (event) => {
    const imei = event.features?.[0]?.properties.imei as string | undefined;
    if (imei) onSelect(imei);
  });
  for (const layer of [CLUSTER_LAYER, DOT_LAYER]) {
    map.on('mouseenter', layer, () => (map.getCanvas().style.cursor = 'pointer'));
    map.on('mouseleave', layer, () => (map.getCanvas().style.cursor = ''));
  }
  bindTruckPopup(map, DOT_LAYER);
}

function createMap(
  container: HTMLElement,
  style: StyleSpecification,
  onSelect: (imei: string) => void,
  onReady: (map: MapLibreMap) => void,
): MapLibreMap {
  const instance = new maplibregl.Map({ container, style, ...INDONESIA });
  instance.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
  // Unreachable OpenStreetMap tiles are expected offline: the shipped basemap shows instead.
  instance.on('error', (event: ErrorEvent & { sourceId?: string }) => {
    if (event.sourceId !== OSM_SOURCE) console.error(event.error);
  });
  // Not 'load': that waits for every basemap tile, which never comes offline.
  instance.once('style.load', () => {
    setupTrucks(instance, onSelect);
    onReady(instance);
  });
  return instance;
}

/** The one MapLibre map: shipped basemap, OpenStreetMap above it, clustered trucks on top. */
export function MapView({ entries, selectedImei, flyTarget, onSelect, inset = NO_INSET }: MapViewProps) {
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const selectRef = useRef(onSelect);
  const insetRef = useRef(inset);
  useEffect(() => {
    selectRef.current = onSelect;
    insetRef.current = inset;
  }, [onSelect, inset]);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let instance: MapLibreMap | null = null;
    let cancelled = false;
    void basemapStyle().then((style) => {
      if (cancelled) return;
      instance = createMap(element, style, (imei) => selectRef.current(imei), setMap);
    });
    return () => {
      cancelled = true;
      setMap(null);
      instance?.remove();
    };
  }, []);

  useEffect(() => {
    map?.getSource<GeoJSONSource>(TRUCK_SOURCE)?.setData(truckFeatures(entries));
  }, [map, entries]);

  useEffect(() => {
    map?.setFilter(SELECTED_LAYER, selectedFilter(selectedImei));
  }, [map, selectedImei]);

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

  return <div ref={container} style={{ position: 'absolute', inset: 0 }} />;
}
