import { useQuery } from '@tanstack/react-query';
import { GENERIC_LIST_LIMIT, VEHICLE_GROUP_LIST_PATH, type VehicleGroupPage } from '@armada/domain';
import { apiGet } from './client';
import { resourceKey, type ResourceRef } from './resource';

/** `vehicle/vehicle_group`: list (the spec's parameters), add, edit, view and delete of the generic shape. */
export const VEHICLE_GROUP_RESOURCE: ResourceRef = { group: 'vehicle', name: 'vehicle_group' };

/** Under the resource's key, so the group screens' saves and deletes refresh it with their own lists. */
export const ALL_VEHICLE_GROUPS_KEY = [...resourceKey(VEHICLE_GROUP_RESOURCE), 'all'] as const;

/** Every vehicle group the caller sees, with its members, for the map's group selector. */
export function useVehicleGroups(enabled: boolean) {
  return useQuery({
    queryKey: ALL_VEHICLE_GROUPS_KEY,
    queryFn: () => apiGet<VehicleGroupPage>(VEHICLE_GROUP_LIST_PATH, { count_perpage: GENERIC_LIST_LIMIT, page: 1 }),
    enabled,
    staleTime: 5 * 60_000,
  });
}
