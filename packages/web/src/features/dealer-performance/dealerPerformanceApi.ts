import { useQuery } from '@tanstack/react-query';
import { DEALER_PERFORMANCE_PATH, type DealerPerformance } from '@armada/domain';
import { apiGet } from '../../api/client';

/** GET list_dealer_performance for a year. */
export function useDealerPerformance(year: number) {
  return useQuery({
    queryKey: ['dealer_performance', year],
    queryFn: () => apiGet<DealerPerformance>(DEALER_PERFORMANCE_PATH, { year }),
  });
}
