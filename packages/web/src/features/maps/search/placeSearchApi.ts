import { useQuery } from '@tanstack/react-query';
import type { PlaceSearchPage } from '@armada/domain';
import { apiGet } from '../../../api/client';

const SEARCH = '/api/monitoring-service/others/search';
/** The server refuses shorter queries. */
export const MIN_PLACE_QUERY = 2;

/** Places by name (the shipped area data, or the configured geocoder). */
export function usePlaceSearch(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: ['monitoring', 'place_search', text],
    queryFn: () => apiGet<PlaceSearchPage>(SEARCH, { q: text }),
    enabled: text.length >= MIN_PLACE_QUERY,
    staleTime: 10 * 60_000,
    retry: false,
  });
}
