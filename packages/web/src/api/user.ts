import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ChangePasswordBody,
  EditProfileBody,
  PrivacyPolicyInfo,
  Profile,
  ResetPasswordBody,
  SignedIn,
} from '@armada/domain';
import { apiGet, apiPost, apiPut } from './client';

const BASE = '/api/user/user';

const profileKey = ['user', 'profile'] as const;

/** The signed-in user's profile; `enabled` false while no one is signed in. */
export function useProfile(enabled = true) {
  return useQuery({ queryKey: profileKey, queryFn: () => apiGet<Profile>(`${BASE}/view_profile`), enabled });
}

export function useEditProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (edit: EditProfileBody) => apiPut<Profile>(`${BASE}/edit_profile`, edit),
    onSuccess: (profile) => client.setQueryData(profileKey, profile),
  });
}

export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: ChangePasswordBody) => apiPut<null>(`${BASE}/change_password`, change),
    onSuccess: () => client.invalidateQueries({ queryKey: profileKey }),
  });
}

export function usePrivacyPolicyInfo(t: string) {
  return useQuery({
    queryKey: ['user', 'privacy_policy', t],
    queryFn: () => apiGet<PrivacyPolicyInfo>(`${BASE}/privacy_policy`, { t }),
    retry: false,
  });
}

export function useApprovePrivacyPolicy(t: string) {
  return useMutation({
    mutationFn: () => apiPost<SignedIn>(`${BASE}/privacy_policy_user?t=${encodeURIComponent(t)}`),
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: (username: string) => apiPost<null>(`${BASE}/forgot_password`, { username }) });
}

export function useResetPassword() {
  return useMutation({ mutationFn: (reset: ResetPasswordBody) => apiPost<null>(`${BASE}/reset_password`, reset) });
}
