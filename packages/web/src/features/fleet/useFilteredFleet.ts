import { useDeferredValue, useMemo, useState } from 'react';
import { filterFleet, type FilterCounts, type MapFilterState } from '@armada/domain';
import type { FleetEntry } from './fleetModel';
import { createFlagger, NO_FLAGS, type FleetFlags } from './filters/fleetFlags';

export type FilteredFleet = { visible: readonly FleetEntry[]; counts: FilterCounts };

/**
 * Filters the fleet on the client; deferred so typing and toggling stay responsive with 20,000 trucks.
 * The per-user flags (on duty, muted, vehicle group) are merged once per change, not per filter pass.
 */
export function useFilteredFleet(
  entries: readonly FleetEntry[],
  filters: MapFilterState,
  flags: FleetFlags = NO_FLAGS,
): FilteredFleet {
  const deferred = useDeferredValue(entries);
  const [flagger] = useState(createFlagger);
  const flagged = useMemo(() => flagger(deferred, flags), [flagger, deferred, flags]);
  return useMemo(() => {
    const { shown, counts } = filterFleet(flagged.entries, flagged.filterables, filters);
    return { visible: shown, counts };
  }, [flagged, filters]);
}
