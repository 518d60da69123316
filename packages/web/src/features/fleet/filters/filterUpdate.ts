import type { MapFilterState } from '@armada/domain';

/** How a filter control changes the fleet filters: an updater of the current state, as React's setState takes. */
export type FilterUpdate = (change: (state: MapFilterState) => MapFilterState) => void;
