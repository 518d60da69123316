import { useQuery } from '@tanstack/react-query';
import { GENERIC_LIST_LIMIT, VEHICLE_GROUP_LIST_PATH, type VehicleGroupPage } from '@armada/domain';
import { apiGet } from '../../../api/client';

/** Every vehicle group the caller sees, with its members, for the map's group selector. */
export function useVehicleGroups(enabled: boolean) {
  return useQuery({
    queryKey: ['vehicle', 'vehicle_group', 'all'],
    queryFn: () => apiGet<VehicleGroupPage>(VEHICLE_GROUP_LIST_PATH, { count_perpage: GENERIC_LIST_LIMIT, page: 1 }),
    enabled,
    staleTime: 5 * 60_000,
  });
}
