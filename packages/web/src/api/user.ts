import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, apiPut } from './client';

const BASE = '/api/user/user';

export type SignInResult = { token: string; globalSessionID: string; ssoToken: string };

export type Profile = {
  user_id: number;
  username: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  isorgadmin: number;
  role: string;
  realm_id: number;
  realm: string;
  organization_id: number;
  organization_name: string | null;
  access_type: number;
  password_changed_at: string | null;
  password_expires_at: string | null;
  privacy_policy_approved_at: string | null;
};

export type ProfileEdit = { name: string; email: string; phone: string };
export type PasswordReset = { t: string; password: string; confirm_password: string };
export type PasswordChange = { old_password: string; password: string; confirm_password: string };

const profileKey = ['user', 'profile'] as const;

export function useProfile() {
  return useQuery({ queryKey: profileKey, queryFn: () => apiGet<Profile>(`${BASE}/view_profile`) });
}

export function useEditProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (edit: ProfileEdit) => apiPut<Profile>(`${BASE}/edit_profile`, edit),
    onSuccess: (profile) => client.setQueryData(profileKey, profile),
  });
}

export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: PasswordChange) => apiPut<unknown>(`${BASE}/change_password`, change),
    onSuccess: () => client.invalidateQueries({ queryKey: profileKey }),
  });
}

export function usePrivacyPolicyInfo(t: string) {
  return useQuery({
    queryKey: ['user', 'privacy_policy', t],
    queryFn: () => apiGet<{ organization_name: string; username: string }>(`${BASE}/privacy_policy`, { t }),
    retry: false,
  });
}

export function useApprovePrivacyPolicy(t: string) {
  return useMutation({
    mutationFn: () => apiPost<SignInResult>(`${BASE}/privacy_policy_user?t=${encodeURIComponent(t)}`),
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: (username: string) => apiPost<unknown>(`${BASE}/forgot_password`, { username }) });
}

export function useResetPassword() {
  return useMutation({ mutationFn: (reset: PasswordReset) => apiPost<unknown>(`${BASE}/reset_password`, reset) });
}
