import { useQuery } from '@tanstack/react-query';
import { FLEET_SUMMARY_PATH, type FleetSummary } from '@armada/domain';
import { apiGet } from '../../api/client';
import type { DashboardScope } from './dashboardScope';

/** GET analytic/fleet_summary/view_fleet_summary: the last 14 days of the brand, an area, a group or a dealer. */
export function useFleetSummary(scope: DashboardScope) {
  const filter = scope.by === 'brand' || scope.id === null ? {} : { [scope.by]: scope.id };
  return useQuery({
    queryKey: ['analytic', 'fleet_summary', filter],
    queryFn: () => apiGet<FleetSummary>(FLEET_SUMMARY_PATH, filter),
    enabled: scope.by === 'brand' || scope.id !== null,
  });
}

/** A report of one vehicle over the summary's window, where its figure comes from. */
export const reportOfVehicle = (report: string, imei: string, summary: Pick<FleetSummary, 'from' | 'to'>) =>
  `/reports/${report}?${new URLSearchParams({ imei, from: summary.from, to: summary.to }).toString()}`;
