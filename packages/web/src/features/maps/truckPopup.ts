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

/** A tooltip with the short name and the location (cut at 32) or plate, while the pointer is over a truck. */
export function bindTruckPopup(map: MapLibreMap, layer: string): void {
  const popup = new maplibregl.Popup({ closeButton: false, closeOnClick: false, offset: 10 });
  map.on('mousemove', layer, (event) => {
    const truck = event.features?.[0];
    if (!truck || truck.geometry.type !== 'Point') return;
    const { name, place } = truck.properties as { name: string; place: string };
    popup
      .setLngLat(truck.geometry.coordinates as [number, number])
      .setDOMContent(popupContent(name, place))
      .addTo(map);
  });
  map.on('mouseleave', layer, () => popup.remove());
}
