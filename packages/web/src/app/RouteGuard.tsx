import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { checkGuard, landingPath, type RouteDef } from '@armada/domain';
import { rememberRedirect } from '../session/redirectStorage';
import { useAuth } from '../features/auth/useAuth';
import { DesktopOnlyPage } from './pages/DesktopOnlyPage';
import type { Refusal } from './layout/RefusedNotice';
import { useWindowWidth } from '../hooks/useWindowWidth';

const LOGIN_PATH = '/login';

export type RouteGuardProps = { route: RouteDef; children: ReactNode };

/** Mirrors the server's lock for the screen: sign-in, permission, realm, access type, screen width. */
export function RouteGuard({ route, children }: RouteGuardProps) {
  const { viewer } = useAuth();
  const width = useWindowWidth();
  const location = useLocation();
  const decision = checkGuard(route.guard, viewer, width);
  const mustLogin = !decision.allow && decision.reason === 'login';

  useEffect(() => {
    if (mustLogin) rememberRedirect(location.pathname + location.search);
  }, [mustLogin, location.pathname, location.search]);

  if (decision.allow) return children;
  if (decision.reason === 'login' || !viewer) return <Navigate to={LOGIN_PATH} replace />;
  if (decision.reason === 'desktop_only') return <DesktopOnlyPage />;
  const target = route.guard.deniedTo ?? landingPath(viewer);
  // A denied target that is itself denied falls back to the profile, which every viewer may open.
  const safeTarget = target === location.pathname ? '/profile' : target;
  // The screen sent to says what was refused and why (RefusedNotice).
  const refusal: Refusal = { refused: location.pathname, why: decision.why, missing: decision.missing };
  return <Navigate to={safeTarget} replace state={refusal} />;
}
