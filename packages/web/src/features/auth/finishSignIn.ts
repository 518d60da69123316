import { landingPath } from '@armada/domain';
import { fetchAppConfig } from '../../api/app';
import { failLogin, getAuth, signIn, type Session } from '../../session/authStore';
import { takeRedirect } from '../../session/redirectStorage';

async function blockedRealmId(): Promise<number | null> {
  try {
    return (await fetchAppConfig()).blocked_realm_id;
  } catch {
    return null;
  }
}

/**
 * Stores a fresh session and answers where the browser goes next: /logout for the configured
 * blocked realm, else the remembered path, else the viewer's landing page. Null when the token is unreadable.
 */
export async function finishSignIn(session: Session): Promise<string | null> {
  signIn(session);
  const { viewer } = getAuth();
  if (!viewer) {
    failLogin('invalid_token');
    return null;
  }
  const blocked = await blockedRealmId();
  if (blocked !== null && blocked === viewer.realm_id) return '/logout';
  return takeRedirect() ?? landingPath(viewer);
}
