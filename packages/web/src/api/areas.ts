import { useQuery } from '@tanstack/react-query';
import type { AreaOption } from '@armada/domain';
import { apiGet } from './client';

const BASE = '/api/user/user';
const DAY = 86_400_000;

const asOptions = (areas: AreaOption[]) => areas.map((area) => ({ value: area.id, label: area.name }));

/** The official areas change by regulation, not by the hour: kept for a day once loaded. */
function useAreas(kind: 'province' | 'city' | 'district', params: Record<string, string> | null) {
  return useQuery({
    queryKey: ['area', kind, params],
    queryFn: () => apiGet<AreaOption[]>(`${BASE}/${kind}`, params ?? {}),
    select: asOptions,
    enabled: params !== null,
    staleTime: DAY,
  });
}

/** GET user/user/province. */
export const useProvinces = () => useAreas('province', {});

/** GET user/user/city (id_province); idle until a province is chosen. */
export const useCities = (provinceId: string | undefined) =>
  useAreas('city', provinceId ? { id_province: provinceId } : null);

/** GET user/user/district (id_city); idle until a city is chosen. */
export const useDistricts = (cityId: string | undefined) => useAreas('district', cityId ? { id_city: cityId } : null);
