import { useQuery } from '@tanstack/react-query';
import type { AppConfig } from '@armada/domain';
import { apiGet } from './client';

export const fetchAppConfig = () => apiGet<AppConfig>('/api/app/config');

export function useAppConfig() {
  return useQuery({ queryKey: ['app', 'config'], queryFn: fetchAppConfig, staleTime: Infinity });
}
