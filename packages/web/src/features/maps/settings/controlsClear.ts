import type { Map as MapLibreMap } from 'maplibre-gl';

const RIGHT_CORNERS = '.maplibregl-ctrl-top-right, .maplibregl-ctrl-bottom-right';
/** The width of the map not under a panel, for controls that size themselves by it (the search box). */
export const VISIBLE_WIDTH_VAR = '--armada-map-visible-width';
/** Below this, the strip left beside the drawer is too narrow to hold the controls: they stay where they are. */
const MIN_VISIBLE_PX = 360;

/**
 * How far to move the right-hand controls: the part of the map a drawer of that width (at the
 * window's right edge) covers, or nothing when what stays visible is too narrow for them.
 */
export function controlShift(box: { right: number; width: number }, windowWidth: number, drawerWidth: number): number {
  const covered = Math.max(0, Math.round(box.right - (windowWidth - drawerWidth)));
  return box.width - covered >= MIN_VISIBLE_PX ? covered : 0;
}

/**
 * Moves the map's right-hand controls (search, zoom, settings, base layers) out from under the
 * vehicle drawer on desktops, so they stay usable while a vehicle is shown. The phone's drawer
 * comes up from the bottom over most of the map; the controls it covers wait until it closes.
 */
export function keepControlsClear(map: MapLibreMap, drawerWidth: number): void {
  const container = map.getContainer();
  const box = container.getBoundingClientRect();
  const covered = controlShift(box, window.innerWidth, drawerWidth);
  container.style.setProperty(VISIBLE_WIDTH_VAR, `${Math.round(box.width) - covered}px`);
  for (const corner of container.querySelectorAll<HTMLElement>(RIGHT_CORNERS)) {
    corner.style.transition = 'right 0.3s';
    corner.style.right = `${covered}px`;
  }
}
