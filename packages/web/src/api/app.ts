import { useQuery } from '@tanstack/react-query';
import type { MapTiles } from '@armada/domain';
import { apiGet } from './client';

export type AppConfig = {
  version: string;
  blocked_realm_id: number | null;
  demo: boolean;
  password_max_age_days: number;
  map_tiles: MapTiles;
};

export const fetchAppConfig = () => apiGet<AppConfig>('/api/app/config');

export function useAppConfig() {
  return useQuery({ queryKey: ['app', 'config'], queryFn: fetchAppConfig, staleTime: Infinity });
}
