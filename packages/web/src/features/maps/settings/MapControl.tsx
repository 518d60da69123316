import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { ControlPosition, IControl, Map as MapLibreMap } from 'maplibre-gl';

export type MapControlProps = {
  map: MapLibreMap | null;
  position: ControlPosition;
  /** Put it before the corner's other controls (the search box above the zoom buttons). */
  first?: boolean;
  children: ReactNode;
};

/**
 * React content as a MapLibre control: the corners stack the map's controls, so pieces added by
 * different overlays never cover each other.
 */
export function MapControl({ map, position, first = false, children }: MapControlProps) {
  const [element] = useState(() => {
    const div = document.createElement('div');
    div.className = 'maplibregl-ctrl';
    return div;
  });

  useEffect(() => {
    if (!map) return;
    const control: IControl = { onAdd: () => element, onRemove: () => element.remove() };
    map.addControl(control, position);
    if (first) element.parentElement?.prepend(element);
    return () => {
      map.removeControl(control);
    };
  }, [map, position, first, element]);

  return createPortal(children, element);
}
