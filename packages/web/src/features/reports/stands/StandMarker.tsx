import { useEffect } from 'react';
import maplibregl, { type Map as MapLibreMap } from 'maplibre-gl';

export type StandMarkerProps = { map: MapLibreMap; at: { lat: number; lng: number } | null };

const ZOOM = 14;

/** A pin where the selected row (a stop, idling period, speeding spell, event ...) was, and the camera flown to it. */
export function StandMarker({ map, at }: StandMarkerProps) {
  useEffect(() => {
    if (!at) return;
    const marker = new maplibregl.Marker({ color: '#d4380d' }).setLngLat([at.lng, at.lat]).addTo(map);
    map.flyTo({ center: [at.lng, at.lat], zoom: Math.max(map.getZoom(), ZOOM) });
    return () => {
      marker.remove();
    };
  }, [map, at]);
  return null;
}
