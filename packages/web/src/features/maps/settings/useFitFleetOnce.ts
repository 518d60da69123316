import { useEffect, useRef } from 'react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import type { FleetEntry } from '../../fleet/fleetModel';
import { focusFromSearch } from '../search/urlFocus';
import { fleetBounds } from '../truckFeatures';

const PADDING = 48;
/** One truck, or trucks in one yard, are shown at street level rather than at the closest zoom. */
const MAX_ZOOM = 14;

/**
 * The first view shows the caller's fleet, once: later positions never move the camera. A link
 * that asks for a vehicle or place (`?imei=`, `?lat=`) takes the first view instead.
 */
export function useFitFleetOnce(map: MapLibreMap | null, entries: readonly FleetEntry[]): void {
  const done = useRef(focusFromSearch(window.location.search) !== null);

  useEffect(() => {
    if (!map || done.current) return;
    const bounds = fleetBounds(entries);
    if (!bounds) return;
    done.current = true;
    map.fitBounds(bounds, { padding: PADDING, maxZoom: MAX_ZOOM, duration: 0 });
  }, [map, entries]);
}
