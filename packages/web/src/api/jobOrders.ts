import { useQuery } from '@tanstack/react-query';
import {
  GENERIC_LIST_LIMIT,
  JOB_ORDER_PATHS,
  type JobOrdersAnswer,
  type OnDutyCountAnswer,
  type OnDutyListAnswer,
} from '@armada/domain';
import { okGet, okPost } from './okClient';

/** Job orders start and end all day: the map asks again every minute. */
const REFRESH_MS = 60_000;

/** The imeis of every vehicle on duty in the caller's scope. */
export function useOnDutyImeis(enabled: boolean) {
  return useQuery({
    queryKey: ['job-order', 'on-duty'],
    queryFn: async () => {
      const answer = await okPost<OnDutyListAnswer>(JOB_ORDER_PATHS.onDutyList, {
        page: 1,
        page_size: GENERIC_LIST_LIMIT,
      });
      return new Set(answer.vehicles_on_duty.map((vehicle) => vehicle.imei));
    },
    enabled,
    refetchInterval: REFRESH_MS,
    staleTime: REFRESH_MS,
  });
}

/** On duty and standby counts, within a vehicle group when one is chosen. */
export function useDutyCounts(enabled: boolean, groupId: number | null) {
  return useQuery({
    queryKey: ['job-order', 'count', groupId],
    queryFn: () => okPost<OnDutyCountAnswer>(JOB_ORDER_PATHS.onDutyCount, groupId ? { group_ids: [groupId] } : {}),
    enabled,
    refetchInterval: REFRESH_MS,
    staleTime: REFRESH_MS,
  });
}

/** A vehicle's job orders, newest first. */
export function useVehicleJobOrders(chassis: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['job-order', 'orders', chassis],
    queryFn: () => okGet<JobOrdersAnswer>(JOB_ORDER_PATHS.jobOrders, { chassis_number: chassis ?? '' }),
    enabled: enabled && chassis !== null,
    refetchInterval: REFRESH_MS,
    staleTime: REFRESH_MS,
  });
}
