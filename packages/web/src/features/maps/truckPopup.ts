import maplibregl, { type Map as MapLibreMap } from 'maplibre-gl';

function popupContent(name: string, place: string): HTMLElement {
  const root = document.createElement('div');
  const title = document.createElement('strong');
  title.textContent = name;
  const line = document.createElement('div');
  line.textContent = place;
  root.append(title, line);
  return root;
}

/**
 * A tooltip with the short name and the location (cut at 32) or plate while the pointer is over a
 * truck, when the user's tooltip setting is on (read at each move, so switching it off needs no rebinding).
 * It follows the pointer: a 62 px truck turned any way has no one edge to sit on.
 */
export function bindTruckPopup(map: MapLibreMap, layers: readonly string[], enabled: () => boolean): void {
  const popup = new maplibregl.Popup({ closeButton: false, closeOnClick: false, offset: 14 });
  for (const layer of layers) {
    map.on('mousemove', layer, (event) => {
      const truck = event.features?.[0];
      if (!truck || !enabled()) {
        popup.remove();
        return;
      }
      const { name, place } = truck.properties as { name: string; place: string };
      popup.setLngLat(event.lngLat).setDOMContent(popupContent(name, place)).addTo(map);
    });
    map.on('mouseleave', layer, () => popup.remove());
  }
}
