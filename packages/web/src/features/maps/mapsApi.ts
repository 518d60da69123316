import { useQuery } from '@tanstack/react-query';
import { GENERIC_LIST_LIMIT, REALM_ID, type MonitoringPage } from '@armada/domain';
import { apiGet } from '../../api/client';

const MONITORING_LIST = '/api/monitoringservice/vehicle/list';
const PRODUCTION_LIST = '/api/vehicle/production_monitoring/list_production_monitoring';
const ADDRESS = '/api/monitoring-service/others/getaddress';
const ADDRESS_ZOOM = 16;

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

/** The street address of a position; rounded so a truck standing still does not ask again. */
export function useAddress(lat: number | null, lng: number | null) {
  const round = (n: number) => n.toFixed(4);
  const valid = lat !== null && lng !== null;
  return useQuery({
    queryKey: ['monitoring', 'address', valid ? round(lat) : null, valid ? round(lng) : null],
    queryFn: () =>
      apiGet<string>(ADDRESS, { lat: valid ? round(lat) : '', lon: valid ? round(lng) : '', zoom: ADDRESS_ZOOM }),
    enabled: valid,
    staleTime: 5 * 60_000,
  });
}
