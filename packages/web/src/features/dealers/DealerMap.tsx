import { useEffect, useRef } from 'react';
import maplibregl, { type Map as MapLibreMap } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../api/app';
import { basemapStyle, FALLBACK_TILES, TILE_SOURCES } from '../../components/map/basemap';

export type DealerMapProps = { latitude: number; longitude: number; label: string };

// Close enough for the streets when the tiles load, far enough that the shipped coastline gives context offline.
const ZOOM = 10;
const SOURCE = 'dealer';
const MARKER_COLOUR = '#1677ff';

function addMarker(map: MapLibreMap, lng: number, lat: number): void {
  map.addSource(SOURCE, {
    type: 'geojson',
    data: { type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [lng, lat] } },
  });
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
 * A small map of one dealer's position: the shipped basemap keeps it readable offline, the street
 * tiles of the server's configuration show above it when reachable.
 */
export function DealerMap({ latitude, longitude, label }: DealerMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const config = useAppConfig();
  const { i18n } = useTranslation();
  const language = i18n.language;
  const tiles = config.data?.map_tiles ?? (config.isError ? FALLBACK_TILES : null);

  useEffect(() => {
    const element = container.current;
    if (!element || !tiles) return;
    let map: MapLibreMap | null = null;
    let cancelled = false;
    void basemapStyle(tiles, { base: 'street', traffic: false }, language).then((style) => {
      if (cancelled) return;
      map = new maplibregl.Map({ container: element, style, center: [longitude, latitude], zoom: ZOOM });
      map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
      map.on('error', (event: { error: Error; sourceId?: string }) => {
        if (!event.sourceId || !TILE_SOURCES.includes(event.sourceId)) console.error(event.error);
      });
      const instance = map;
      instance.once('style.load', () => addMarker(instance, longitude, latitude));
    });
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [tiles, latitude, longitude, language]);

  return (
    <div
      ref={container}
      role="region"
      aria-label={label}
      style={{ height: 240, borderRadius: 8, overflow: 'hidden' }}
    />
  );
}
