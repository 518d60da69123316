import { useQuery } from '@tanstack/react-query';
import { GENERIC_LIST_LIMIT, REALM_ID, type MonitoringPage } from '@armada/domain';
import { apiGet } from '../../api/client';

const MONITORING_LIST = '/api/monitoringservice/vehicle/list';
const PRODUCTION_LIST = '/api/vehicle/production_monitoring/list_production_monitoring';

/** The whole fleet in one page; euro4-realm users read the production-monitoring list. */
export function useMonitoringList(realmId: number | undefined) {
  const euro4 = realmId === REALM_ID.euro4;
  return useQuery({
    queryKey: ['monitoring', euro4 ? 'production_list' : 'vehicle_list'],
    queryFn: () =>
      euro4
        ? apiGet<MonitoringPage>(PRODUCTION_LIST, { count_perpage: GENERIC_LIST_LIMIT, page: 1 })
        : apiGet<MonitoringPage>(MONITORING_LIST, { ndata: GENERIC_LIST_LIMIT, page: 1 }),
    enabled: realmId !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}
