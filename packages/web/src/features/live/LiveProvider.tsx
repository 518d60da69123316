import { useEffect, useRef, useState, type ReactNode } from 'react';
import { hasPermission, type TokenPayload } from '@armada/domain';
import { goTo } from '../../session/navigation';
import { getAuth } from '../../session/authStore';
import { currentPath, rememberRedirect } from '../../session/redirectStorage';
import { useAuth } from '../auth/useAuth';
import { connectLive, type LiveConnection } from './liveSocket';
import { LiveContext } from './liveContext';
import { createLiveHub } from './liveHub';

/** As the API client does on a 401: remember where the user was and sign out. */
function sessionEnded(): void {
  rememberRedirect(currentPath());
  goTo('/logout', true);
}

export type LiveProviderProps = { viewer: TokenPayload; children: ReactNode };

/**
 * The tab's one live socket, for a user with view_realtime: whatever screens are open, they all
 * read it through the hub (mount it keyed by the user, so another user gets a fresh hub).
 */
export function LiveProvider({ viewer, children }: LiveProviderProps) {
  const [hub] = useState(createLiveHub);
  const enabled = hasPermission(viewer, 'view_realtime');
  const { token } = useAuth();
  const connection = useRef<LiveConnection | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const live = connectLive({
      token: () => getAuth().token,
      onMessage: hub.dispatch,
      onStatus: hub.setStatus,
      onSessionEnd: sessionEnded,
    });
    connection.current = live;
    return () => {
      live.close();
      connection.current = null;
      hub.setStatus('offline');
    };
  }, [enabled, hub]);

  // A refreshed token goes to the open socket, which the server would otherwise close at the old expiry.
  useEffect(() => {
    if (token) connection.current?.sendToken(token);
  }, [token]);

  return <LiveContext value={enabled ? hub : null}>{children}</LiveContext>;
}
