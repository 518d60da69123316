import { useEffect, useRef } from 'react';
import maplibregl, { type GeoJSONSource, type Map as MapLibreMap } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../api/app';
import { basemapStyle, FALLBACK_TILES, TILE_SOURCES } from './basemap';

export type MapPoint = { latitude: number; longitude: number };

export type PointMapProps = {
  /** The point shown; null shows the map around `around` with no marker yet. */
  point: MapPoint | null;
  /** Where the map opens when there is no point. */
  around?: MapPoint;
  label: string;
  /** Makes the map a picker: a click moves the point there. */
  onPick?: (point: MapPoint) => void;
  /** Pixels, or any CSS length ('100%'). */
  height?: number | string;
};

// Close enough for the streets when the tiles load, far enough that the shipped coastline gives context offline.
const ZOOM = 10;
const SOURCE = 'point';
const MARKER_COLOUR = '#1677ff';
/** Jakarta: where a picker with nothing chosen opens. */
const JAKARTA: MapPoint = { latitude: -6.2, longitude: 106.82 };

const pointData = (point: MapPoint | null) => ({
  type: 'FeatureCollection' as const,
  features: point
    ? [
        {
          type: 'Feature' as const,
          properties: {},
          geometry: { type: 'Point' as const, coordinates: [point.longitude, point.latitude] },
        },
      ]
    : [],
});

function addMarker(map: MapLibreMap, point: MapPoint | null): void {
  map.addSource(SOURCE, { type: 'geojson', data: pointData(point) });
  map.addLayer({
    id: SOURCE,
    type: 'circle',
    source: SOURCE,
    paint: {
      'circle-radius': 9,
      'circle-color': MARKER_COLOUR,
      'circle-stroke-width': 3,
      'circle-stroke-color': '#fff',
    },
  });
}

/**
 * A small map of one point (a dealer, a gas station): the shipped basemap keeps it readable offline,
 * the street tiles of the server's configuration show above it when reachable. With `onPick` a
 * click places the point.
 */
export function PointMap({ point, around = JAKARTA, label, onPick, height = 240 }: PointMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<MapLibreMap | null>(null);
  const pick = useRef(onPick);
  useEffect(() => {
    pick.current = onPick;
  }, [onPick]);
  // The map is made once per basemap; the point then moves on it (the effect below) without a new map.
  const first = useRef({ point, start: point ?? around });
  const config = useAppConfig();
  const { i18n } = useTranslation();
  const language = i18n.language;
  const tiles = config.data?.map_tiles ?? (config.isError ? FALLBACK_TILES : null);
  const picker = onPick !== undefined;

  useEffect(() => {
    const element = container.current;
    if (!element || !tiles) return;
    let cancelled = false;
    void basemapStyle(tiles, { base: 'street', traffic: false }, language).then((style) => {
      if (cancelled) return;
      const { start } = first.current;
      const instance = new maplibregl.Map({
        container: element,
        style,
        center: [start.longitude, start.latitude],
        zoom: ZOOM,
      });
      map.current = instance;
      instance.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
      instance.on('error', (event: { error: Error; sourceId?: string }) => {
        if (!event.sourceId || !TILE_SOURCES.includes(event.sourceId)) console.error(event.error);
      });
      instance.once('style.load', () => addMarker(instance, first.current.point));
      if (picker) {
        instance.getCanvas().style.cursor = 'crosshair';
        instance.on('click', (event) => pick.current?.({ latitude: event.lngLat.lat, longitude: event.lngLat.lng }));
      }
    });
    return () => {
      cancelled = true;
      map.current?.remove();
      map.current = null;
    };
  }, [tiles, language, picker]);

  useEffect(() => {
    first.current.point = point;
    const source = map.current?.getSource<GeoJSONSource>(SOURCE);
    source?.setData(pointData(point));
    if (point && !picker) map.current?.setCenter([point.longitude, point.latitude]);
  }, [point, picker]);

  return (
    <div ref={container} role="region" aria-label={label} style={{ height, borderRadius: 8, overflow: 'hidden' }} />
  );
}
