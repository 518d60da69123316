import { useEffect } from 'react';
import { isTokenExpired } from '@armada/domain';
import { refreshSsoToken } from '../../api/sso';
import { goTo } from '../../session/navigation';
import { signIn } from '../../session/authStore';
import { currentPath, rememberRedirect } from '../../session/redirectStorage';
import { useAuth } from './useAuth';

/** The token is refreshed this long before it expires. */
const REFRESH_BEFORE_MS = 60_000;
const MAX_TIMEOUT_MS = 2_147_483_647;

function expireSession(): void {
  if (window.location.pathname === '/logout') return;
  rememberRedirect(currentPath());
  goTo('/logout', true);
}

/** Ends an expired session (remembering the path) and refreshes the token shortly before it expires. */
export function useSessionWatch(): void {
  const { token, ssoToken, viewer } = useAuth();
  const exp = viewer?.exp;

  useEffect(() => {
    if (!token) return;
    if (isTokenExpired(exp)) {
      expireSession();
      return;
    }
    const msLeft = (exp ?? 0) * 1000 - Date.now();
    const timers = [window.setTimeout(expireSession, Math.min(msLeft, MAX_TIMEOUT_MS))];
    if (ssoToken) {
      const refresh = () =>
        refreshSsoToken(ssoToken, token)
          .then((fresh) => signIn({ token: fresh.token, globalSessionID: fresh.globalSessionID, ssoToken }))
          // A failed refresh leaves the expiry timer to end the session.
          .catch(() => undefined);
      timers.push(window.setTimeout(refresh, Math.min(Math.max(0, msLeft - REFRESH_BEFORE_MS), MAX_TIMEOUT_MS)));
    }
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [token, ssoToken, exp]);
}
