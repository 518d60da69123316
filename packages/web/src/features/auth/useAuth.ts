import { useSyncExternalStore } from 'react';
import { getAuth, subscribeAuth, type AuthState } from '../../session/authStore';

export function useAuth(): AuthState {
  return useSyncExternalStore(subscribeAuth, getAuth, getAuth);
}
