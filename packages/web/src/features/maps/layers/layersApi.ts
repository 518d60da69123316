import { useQuery } from '@tanstack/react-query';
import {
  FUEL_CALLS,
  GENERIC_LIST_LIMIT,
  GEO_CALLS,
  type GeofenceTypeId,
  type GeoGroupPage,
  type SpbuPage,
  type VehicleInGeoPage,
} from '@armada/domain';
import { apiGet } from '../../../api/client';

/** Vehicles move in and out of pools: the counts are asked again this often while the layer shows. */
export const POOL_REFRESH_MS = 30_000;

/** Every visible geofence group with its geofences, in one page. */
export function useGeoGroups(enabled: boolean) {
  return useQuery({
    queryKey: ['geo', 'groups'],
    queryFn: () => apiGet<GeoGroupPage>(GEO_CALLS.groupList, { ndata: GENERIC_LIST_LIMIT, page: 1 }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function useVehiclesInPool(enabled: boolean) {
  return useQuery({
    queryKey: ['geo', 'in-pool'],
    queryFn: () => apiGet<VehicleInGeoPage>(GEO_CALLS.vehiclesInPool),
    enabled,
    refetchInterval: POOL_REFRESH_MS,
    staleTime: POOL_REFRESH_MS,
  });
}

/** For a geofence's popup: the vehicles inside geofences of its type, asked when it is clicked. */
export const vehiclesInGeoQuery = (typeId: GeofenceTypeId) => ({
  queryKey: ['geo', 'in-geo', typeId],
  queryFn: () => apiGet<VehicleInGeoPage>(GEO_CALLS.vehiclesInGeo, { type_id: typeId }),
  staleTime: POOL_REFRESH_MS,
});

/** Public stations and the caller's own tanks, all of them (a few hundred at most). */
export function useGasStations(enabled: boolean) {
  return useQuery({
    queryKey: ['fuel', 'spbu', 'all'],
    queryFn: () => apiGet<SpbuPage>(FUEL_CALLS.spbuList, { count_perpage: GENERIC_LIST_LIMIT, page: 1 }),
    enabled,
    staleTime: 10 * 60_000,
  });
}
