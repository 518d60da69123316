import { hasPermission, type AccessHolder, type PermissionKey } from './permissions.js';
import { realmById } from './realms.js';
import { MOBILE_BREAKPOINT_PX } from './constants.js';
import type { RouteGuard } from './routes.js';

export type Viewer = AccessHolder & { realm_id: number; access_type: number };

/** Why a signed-in viewer is denied a screen: a permission it lacks, its organisation type, or limited access. */
export type DenialWhy = 'permission' | 'realm' | 'access_type';

export type GuardDecision =
  | { allow: true }
  | { allow: false; reason: 'login' }
  | { allow: false; reason: 'desktop_only' }
  | { allow: false; reason: 'denied'; why: DenialWhy; missing?: PermissionKey };

/** Decides whether a viewer (null when signed out) may enter a route at a given screen width. */
export function checkGuard(guard: RouteGuard, viewer: Viewer | null, widthPx: number): GuardDecision {
  if (guard.public) return { allow: true };
  if (!viewer) return { allow: false, reason: 'login' };
  const keys = [guard.permission, ...(guard.alsoNeeds ?? [])].filter((k) => k !== undefined);
  const missing = keys.find((key) => !hasPermission(viewer, key));
  if (missing !== undefined) return { allow: false, reason: 'denied', why: 'permission', missing };
  const [first] = guard.anyOf ?? [];
  if (first !== undefined && !(guard.anyOf ?? []).some((key) => hasPermission(viewer, key)))
    return { allow: false, reason: 'denied', why: 'permission', missing: first };
  const realm = realmById(viewer.realm_id);
  if (guard.realms && (!realm || !guard.realms.includes(realm)))
    return { allow: false, reason: 'denied', why: 'realm' };
  if (guard.notRealms && realm && guard.notRealms.includes(realm))
    return { allow: false, reason: 'denied', why: 'realm' };
  if (guard.accessType !== undefined && viewer.access_type !== guard.accessType && viewer.isorgadmin !== 0) {
    return { allow: false, reason: 'denied', why: 'access_type' };
  }
  if (guard.desktopOnly && widthPx < MOBILE_BREAKPOINT_PX) return { allow: false, reason: 'desktop_only' };
  return { allow: true };
}

/** Where a signed-in viewer lands: the admin realm's or the euro4 realm's dashboard, else the map, else the profile. */
export function landingPath(viewer: Viewer): string {
  if (realmById(viewer.realm_id) === 'admin' && hasPermission(viewer, 'view_dashboard')) return '/dashboard';
  if (realmById(viewer.realm_id) === 'euro4' && hasPermission(viewer, 'view_dashboard')) return '/dashboardeuro4';
  if (hasPermission(viewer, 'view_realtime')) return '/maps';
  return '/profile';
}
