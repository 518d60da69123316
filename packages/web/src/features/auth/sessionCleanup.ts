import { KEPT_ON_LOGOUT, KEPT_PREFIXES_ON_LOGOUT } from '../../session/storageKeys';
import { queryClient } from '../../api/queryClient';
import { clearAuth } from '../../session/authStore';

/** Expires every cookie script can see (the httpOnly gsid cookie is the sign-in service's to end). */
function clearReadableCookies(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (!name) continue;
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

function clearOurLocalKeys(): void {
  const kept = (key: string) =>
    KEPT_ON_LOGOUT.includes(key) || KEPT_PREFIXES_ON_LOGOUT.some((prefix) => key.startsWith(prefix));
  const ours = Object.keys(localStorage).filter((key) => key.startsWith('armada.') && !kept(key));
  ours.forEach((key) => localStorage.removeItem(key));
}

/** Local end of a session: auth state, our local keys (not the language) and readable cookies. */
export function endLocalSession(): void {
  clearAuth();
  queryClient.clear();
  clearOurLocalKeys();
  clearReadableCookies();
}
