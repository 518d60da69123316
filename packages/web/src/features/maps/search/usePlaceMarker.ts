import { useCallback, useEffect, useRef } from 'react';
import maplibregl, { type Map as MapLibreMap } from 'maplibre-gl';
import type { PlaceResult } from '@armada/domain';

export type ShownPlace = Pick<PlaceResult, 'name' | 'lat' | 'lng' | 'zoom' | 'bbox'>;

const PIN_COLOR = '#1677ff';

/** Shows a found place: the camera goes there (its box, else its zoom) and one pin marks it. */
export function usePlaceMarker(map: MapLibreMap | null): (place: ShownPlace) => void {
  const pin = useRef<maplibregl.Marker | null>(null);

  useEffect(
    () => () => {
      pin.current?.remove();
      pin.current = null;
    },
    [map],
  );

  return useCallback(
    (place: ShownPlace) => {
      if (!map) return;
      pin.current?.remove();
      pin.current = new maplibregl.Marker({ color: PIN_COLOR }).setLngLat([place.lng, place.lat]).addTo(map);
      pin.current.getElement().setAttribute('aria-label', place.name);
      if (place.bbox) map.fitBounds(place.bbox, { padding: 48, maxZoom: 14 });
      else map.flyTo({ center: [place.lng, place.lat], zoom: place.zoom });
    },
    [map],
  );
}
