import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { Map as MapLibreMap } from 'maplibre-gl';
import type { FleetEntry } from '../../fleet/fleetModel';
import { historyStore } from '../history/historyStore';
import { focusFromSearch } from './urlFocus';
import type { ShownPlace } from './usePlaceMarker';

/**
 * Acts once on `/maps?imei=` (selects the vehicle and flies to it when the fleet has it; with `at`,
 * opens its history at that event) or on
 * `/maps?lat=&lng=` (shows the place when the map is ready), as links from /search and /alert ask.
 */
export function useUrlFocus(
  map: MapLibreMap | null,
  entries: readonly FleetEntry[],
  onVehicle: (entry: FleetEntry) => void,
  showPlace: (place: ShownPlace) => void,
): void {
  const { search } = useLocation();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const focus = focusFromSearch(search);
    if (!focus || handled.current === search) return;
    if (focus.kind === 'vehicle') {
      const entry = entries.find((candidate) => candidate.vehicle.imei === focus.imei);
      if (!entry) return; // not loaded yet: the next fleet update tries again
      handled.current = search;
      // An event's link opens the vehicle's history there; a plain one its live position.
      if (focus.event) historyStore.open(focus.imei, focus.event);
      onVehicle(entry);
    } else if (map) {
      handled.current = search;
      showPlace(focus.place);
    }
  }, [search, entries, map, onVehicle, showPlace]);
}
