import type { TokenPayload } from '@armada/domain';
import { LOCAL_KEYS } from './storageKeys';
import { decodeTokenPayload } from './jwt';
import { openText, sealText } from './tokenCrypto';

export type AuthStatus = '' | 'loading' | 'success' | 'error';

export type Session = { token: string; globalSessionID: string; ssoToken: string | null };

export type AuthState = {
  status: AuthStatus;
  token: string | null;
  globalSessionID: string | null;
  ssoToken: string | null;
  /** The decoded token payload: who is signed in and what they may do. */
  viewer: TokenPayload | null;
  errorCode: string | null;
};

const EMPTY: AuthState = {
  status: '',
  token: null,
  globalSessionID: null,
  ssoToken: null,
  viewer: null,
  errorCode: null,
};

function fromSession(session: Session): AuthState {
  return { ...session, status: 'success', viewer: decodeTokenPayload(session.token), errorCode: null };
}

function load(): AuthState {
  const plain = openText(localStorage.getItem(LOCAL_KEYS.auth));
  if (!plain) return EMPTY;
  try {
    const session = JSON.parse(plain) as Partial<Session>;
    if (typeof session.token !== 'string' || typeof session.globalSessionID !== 'string') return EMPTY;
    return fromSession({
      token: session.token,
      globalSessionID: session.globalSessionID,
      ssoToken: session.ssoToken ?? null,
    });
  } catch {
    return EMPTY;
  }
}

let state: AuthState = typeof localStorage === 'undefined' ? EMPTY : load();
const listeners = new Set<() => void>();

function set(next: AuthState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

export function getAuth(): AuthState {
  return state;
}

export function subscribeAuth(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function startLogin(): void {
  set({ ...state, status: 'loading', errorCode: null });
}

export function signIn(session: Session): void {
  localStorage.setItem(LOCAL_KEYS.auth, sealText(JSON.stringify(session)));
  set(fromSession(session));
}

export function failLogin(code: string): void {
  set({ ...EMPTY, status: 'error', errorCode: code });
}

export function clearAuth(): void {
  localStorage.removeItem(LOCAL_KEYS.auth);
  set(EMPTY);
}
