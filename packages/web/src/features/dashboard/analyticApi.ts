import { useQuery } from '@tanstack/react-query';
import { analyticPath, RATIO_FILTERS, type AnalyticPage, type AnalyticRatio } from '@armada/domain';
import { apiGet } from '../../api/client';
import type { DashboardScope } from './dashboardScope';

/** Whether a ratio can be read for the scope: each ratio takes only some filters (spec 7.12). */
export const ratioTakes = (ratio: AnalyticRatio, scope: DashboardScope): boolean =>
  scope.by === 'brand' || RATIO_FILTERS[ratio].includes(scope.by);

/** GET analytic/{ratio}/list_{ratio}: a year's months for the brand, a dealer, a group or an area. */
export function useAnalytic(ratio: AnalyticRatio, year: number, scope: DashboardScope) {
  const filter = scope.by === 'brand' || scope.id === null ? {} : { [scope.by]: scope.id };
  const enabled = ratioTakes(ratio, scope) && (scope.by === 'brand' || scope.id !== null);
  return useQuery({
    queryKey: ['analytic', ratio, year, filter],
    queryFn: () => apiGet<AnalyticPage>(analyticPath(ratio), { year, ...filter }),
    enabled,
  });
}
