import { useDeferredValue, useMemo } from 'react';
import type { MapFilterState } from '@armada/domain';
import type { FleetEntry } from '../fleet/fleetModel';
import { useFilteredFleet, type FilteredFleet } from '../fleet/useFilteredFleet';
import { EXPLORER_COLUMNS } from './explorerColumns';
import { matchesText, sortFleet, type FleetSort } from './sortFleet';

export type ExplorerRows = { rows: readonly FleetEntry[]; counts: FilteredFleet['counts']; filtered: number };

/** The map's filters, then the text search, then the sort; deferred, so typing stays quick with 20,000 rows. */
export function useExplorerRows(
  entries: readonly FleetEntry[],
  filters: MapFilterState,
  search: string,
  sort: FleetSort,
): ExplorerRows {
  const { visible, counts } = useFilteredFleet(entries, filters);
  const text = useDeferredValue(search);
  const column = EXPLORER_COLUMNS.find((candidate) => candidate.key === sort.key) ?? EXPLORER_COLUMNS[0];
  const rows = useMemo(() => {
    const found = text.trim() ? visible.filter((entry) => matchesText(entry, text)) : visible;
    return column ? sortFleet(found, column, sort.direction) : found;
  }, [visible, text, column, sort.direction]);
  return { rows, counts, filtered: visible.length };
}
