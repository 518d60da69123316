import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CALL_CENTER_CALLS,
  CALL_CENTER_SEARCH_MIN,
  type CallCenterHit,
  type CallCenterOrganization,
  type CallCenterUser,
  type IdResult,
  type IncidentDetail,
  type IncidentRow,
  type IncidentState,
  type UserAction,
  type VehicleMemberChange,
} from '@armada/domain';
import type { ApiError } from '../../api/ApiError';
import { apiGet, apiPost } from '../../api/client';

const KEY = 'call-center';

export function useCallCenterSearch(text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: [KEY, 'search', q],
    queryFn: () => apiGet<CallCenterHit[]>(CALL_CENTER_CALLS.search, { q }),
    enabled: q.length >= CALL_CENTER_SEARCH_MIN,
  });
}

export function useCallCenterOrganization(id: number | null) {
  return useQuery({
    queryKey: [KEY, 'organization', id],
    queryFn: () => apiGet<CallCenterOrganization>(CALL_CENTER_CALLS.organization, { organization_id: id ?? 0 }),
    enabled: id !== null,
  });
}

export function useCallCenterUser(id: number | null) {
  return useQuery({
    queryKey: [KEY, 'user', id],
    queryFn: () => apiGet<CallCenterUser>(CALL_CENTER_CALLS.user, { user_id: id ?? 0 }),
    enabled: id !== null,
  });
}

export function useUserAction(userId: number) {
  const client = useQueryClient();
  return useMutation<null, ApiError, { action: UserAction; note: string }>({
    mutationFn: ({ action, note }) => apiPost<null>(CALL_CENTER_CALLS.userAction, { user_id: userId, action, note }),
    onSettled: () => client.invalidateQueries({ queryKey: [KEY] }),
  });
}

export function useVehicleMembers(vehicleId: number | null) {
  return useQuery({
    queryKey: [KEY, 'members', vehicleId],
    queryFn: () => apiGet<VehicleMemberChange[]>(CALL_CENTER_CALLS.vehicleMembers, { vehicle_id: vehicleId ?? 0 }),
    enabled: vehicleId !== null,
  });
}

export function useChangeVehicleMember() {
  const client = useQueryClient();
  return useMutation<null, ApiError, { vehicle_id: number; organization_id: number; reason: string }>({
    mutationFn: (body) => apiPost<null>(CALL_CENTER_CALLS.changeVehicleMember, body),
    onSettled: () => client.invalidateQueries({ queryKey: [KEY] }),
  });
}

export function useIncidents(state: IncidentState | undefined) {
  return useQuery({
    queryKey: [KEY, 'incidents', state ?? ''],
    queryFn: () => apiGet<IncidentRow[]>(CALL_CENTER_CALLS.incidents, state ? { state } : {}),
  });
}

export function useIncident(id: number | null) {
  return useQuery({
    queryKey: [KEY, 'incident', id],
    queryFn: () => apiGet<IncidentDetail>(CALL_CENTER_CALLS.incident, { id: id ?? 0 }),
    enabled: id !== null,
  });
}

export type NewIncident = {
  organization_id: number;
  vehicle_id?: number;
  title: string;
  description?: string;
  scheduled_for?: string;
};

export function useCreateIncident() {
  const client = useQueryClient();
  return useMutation<IdResult, ApiError, NewIncident>({
    mutationFn: (body) => apiPost<IdResult>(CALL_CENTER_CALLS.createIncident, body),
    onSettled: () => client.invalidateQueries({ queryKey: [KEY] }),
  });
}

export function useMoveIncident(id: number) {
  const client = useQueryClient();
  return useMutation<null, ApiError, { to: IncidentState; note: string }>({
    mutationFn: ({ to, note }) => apiPost<null>(CALL_CENTER_CALLS.moveIncident, { id, to, note }),
    onSettled: () => client.invalidateQueries({ queryKey: [KEY] }),
  });
}

export function useNoteIncident(id: number) {
  const client = useQueryClient();
  return useMutation<null, ApiError, string>({
    mutationFn: (note) => apiPost<null>(CALL_CENTER_CALLS.noteIncident, { id, note }),
    onSettled: () => client.invalidateQueries({ queryKey: [KEY] }),
  });
}
