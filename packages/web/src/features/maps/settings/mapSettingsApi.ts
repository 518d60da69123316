import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_MAP_SETTINGS, type MapSettings, type MapSettingsEdit, type MapSettingsView } from '@armada/domain';
import { apiGet, apiPut } from '../../../api/client';

const BASE = '/api/user/device_setting';
const settingsKey = ['user', 'device_setting'] as const;

/** The signed-in user's map settings; the defaults until they arrive (or when they cannot). */
export function useMapSettings() {
  const query = useQuery({
    queryKey: settingsKey,
    queryFn: () => apiGet<MapSettingsView>(`${BASE}/view_device_setting`),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
  const settings: MapSettings = query.data ?? DEFAULT_MAP_SETTINGS;
  return { settings, query };
}

/**
 * Saves some settings. The map follows at once (the cached settings change before the call) and
 * goes back if the server refuses.
 */
export function useSaveMapSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (edit: MapSettingsEdit) => apiPut<MapSettingsView>(`${BASE}/edit_device_setting`, edit),
    onMutate: async (edit) => {
      await client.cancelQueries({ queryKey: settingsKey });
      const before = client.getQueryData<MapSettingsView>(settingsKey);
      client.setQueryData<MapSettingsView>(settingsKey, {
        ...DEFAULT_MAP_SETTINGS,
        updated_at: null,
        ...before,
        ...Object.fromEntries(Object.entries(edit).filter(([, value]) => value !== undefined)),
      });
      return { before };
    },
    onError: (_error, _edit, context) => client.setQueryData(settingsKey, context?.before),
    onSuccess: (saved) => client.setQueryData(settingsKey, saved),
  });
}
