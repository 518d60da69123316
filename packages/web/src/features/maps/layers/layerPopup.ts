import maplibregl, { type MapGeoJSONFeature, type Map as MapLibreMap, type MapMouseEvent } from 'maplibre-gl';
import { hitAbove } from './overlayLayers';

export type PopupRow = readonly [label: string, value: string];
export type PopupList = { heading: string; items: readonly string[]; empty: string };

const MAX_WIDTH = '300px';

function line(label: string, value: string): HTMLElement {
  const row = document.createElement('div');
  const name = document.createElement('span');
  name.style.color = '#8c8c8c';
  name.textContent = `${label}: `;
  row.append(name, value);
  return row;
}

/** A popup's content: a title, label–value rows and an optional list (text only, never HTML). */
export function popupContent(title: string, rows: readonly PopupRow[], list?: PopupList): HTMLElement {
  const root = document.createElement('div');
  root.className = 'maplayers-popup';
  const heading = document.createElement('strong');
  heading.textContent = title;
  root.append(heading, ...rows.map(([label, value]) => line(label, value)));
  if (list) {
    const caption = document.createElement('div');
    caption.style.marginTop = '6px';
    caption.style.fontWeight = '600';
    caption.textContent = list.heading;
    const items = document.createElement('ul');
    items.style.margin = '2px 0 0';
    items.style.paddingLeft = '16px';
    for (const text of list.items.length > 0 ? list.items : [list.empty]) {
      const item = document.createElement('li');
      item.textContent = text;
      items.append(item);
    }
    root.append(caption, items);
  }
  return root;
}

export function openPopup(map: MapLibreMap, at: maplibregl.LngLat, content: HTMLElement): maplibregl.Popup {
  return new maplibregl.Popup({ maxWidth: MAX_WIDTH, offset: 8 }).setLngLat(at).setDOMContent(content).addTo(map);
}

/**
 * Clicks on a layer's features, unless something drawn above it (a truck, a station) was hit too:
 * that one gets the click. The popup a click opened goes with the layer. Returns the unbinding.
 */
export function bindLayerClick(
  map: MapLibreMap,
  layer: string,
  above: readonly string[],
  onClick: (feature: MapGeoJSONFeature, event: MapMouseEvent) => maplibregl.Popup | undefined,
): () => void {
  let opened: maplibregl.Popup | undefined;
  const click = (event: MapMouseEvent & { features?: MapGeoJSONFeature[] }) => {
    const feature = event.features?.[0];
    if (feature && !hitAbove(map, event.point, above)) opened = onClick(feature, event) ?? opened;
  };
  const enter = () => (map.getCanvas().style.cursor = 'pointer');
  const leave = () => (map.getCanvas().style.cursor = '');
  map.on('click', layer, click);
  map.on('mouseenter', layer, enter);
  map.on('mouseleave', layer, leave);
  return () => {
    opened?.remove();
    map.off('click', layer, click);
    map.off('mouseenter', layer, enter);
    map.off('mouseleave', layer, leave);
  };
}
