import { useDeferredValue, useMemo } from 'react';
import { countByGroup, matchesFilters, type FilterCounts, type MapFilterState } from '@armada/domain';
import type { FleetEntry } from './fleetModel';

export type FilteredFleet = { visible: readonly FleetEntry[]; counts: FilterCounts };

/** Filters the fleet on the client; deferred so typing and toggling stay responsive with 20,000 trucks. */
export function useFilteredFleet(entries: readonly FleetEntry[], filters: MapFilterState): FilteredFleet {
  const deferred = useDeferredValue(entries);
  return useMemo(
    () => ({
      visible: deferred.filter((entry) => matchesFilters(entry.filter, filters)),
      counts: countByGroup(
        deferred.map((entry) => entry.filter),
        filters,
      ),
    }),
    [deferred, filters],
  );
}
