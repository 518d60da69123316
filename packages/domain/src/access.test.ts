import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkGuard, landingPath, type Viewer } from './access.js';
import { MOBILE_BREAKPOINT_PX } from './constants.js';
import type { PermissionKey } from './permissions.js';
import { REALM_ID, type Realm } from './realms.js';
import { ROUTES, type RouteGuard } from './routes.js';

function guardOf(path: string): RouteGuard {
  const route = ROUTES.find((r) => r.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return route.guard;
}

const viewer = (realm: Realm, keys: PermissionKey[], extra: Partial<Viewer> = {}): Viewer => ({
  isorgadmin: 1,
  realm_id: REALM_ID[realm],
  access_type: 1,
  user_access: Object.fromEntries(keys.map((k) => [k, true])),
  ...extra,
});
const WIDE = 1280;

describe('checkGuard', () => {
  it('lets anyone into a public route and sends the signed-out to login elsewhere', () => {
    for (const path of ['/login', '/forgot-password', '/change-password', '/privacy_policy/:token']) {
      expect(checkGuard(guardOf(path), null, 320)).toEqual({ allow: true });
    }
    for (const path of ['/profile', '/maps', '/dashboard']) {
      expect(checkGuard(guardOf(path), null, WIDE)).toEqual({ allow: false, reason: 'login' });
    }
  });

  it('needs the permission of the route, and every key it also needs', () => {
    expect(checkGuard(guardOf('/profile'), viewer('customer', []), WIDE)).toEqual({ allow: true });
    expect(checkGuard(guardOf('/maps'), viewer('customer', []), WIDE)).toEqual({
      allow: false,
      reason: 'denied',
      why: 'permission',
      missing: 'view_realtime',
    });
    expect(checkGuard(guardOf('/maps'), viewer('customer', ['view_realtime']), WIDE)).toEqual({ allow: true });
    const create = guardOf('/customer/create');
    expect(checkGuard(create, viewer('dealer', ['customer_add_user']), WIDE).allow).toBe(false);
    expect(checkGuard(create, viewer('dealer', ['customer_add_user', 'add_user_org']), WIDE).allow).toBe(true);
  });

  it('lets into a two-sided screen whoever holds either of its permissions', () => {
    const bookings = guardOf('/service-bookings');
    expect(checkGuard(bookings, viewer('customer', ['book_service']), WIDE)).toEqual({ allow: true });
    expect(checkGuard(bookings, viewer('dealer', ['handle_service']), WIDE)).toEqual({ allow: true });
    expect(checkGuard(bookings, viewer('customer', ['list_vehicle']), WIDE)).toMatchObject({
      allow: false,
      why: 'permission',
      missing: 'book_service',
    });
  });

  it('keeps desktop-only screens from widths under 768 px', () => {
    const explore = guardOf('/explore');
    const who = viewer('customer', ['view_realtime']);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4000 }), (width) => {
        const expected = width < MOBILE_BREAKPOINT_PX ? { allow: false, reason: 'desktop_only' } : { allow: true };
        expect(checkGuard(explore, who, width)).toEqual(expected);
      }),
    );
    expect(checkGuard(explore, viewer('customer', []), 320)).toMatchObject({ allow: false, reason: 'denied' });
    expect(checkGuard(guardOf('/maps'), who, 320)).toEqual({ allow: true });
  });

  it('applies realm rules: only-these and not-these realms', () => {
    const logViewer = guardOf('/reports/login-logs');
    expect(checkGuard(logViewer, viewer('admin', ['list_login_log']), WIDE).allow).toBe(true);
    for (const realm of ['dealer', 'customer', 'leasing', 'euro4', 'best-agro'] as const) {
      expect(checkGuard(logViewer, viewer(realm, ['list_login_log']), WIDE)).toEqual({
        allow: false,
        reason: 'denied',
        why: 'realm',
      });
    }
    expect(checkGuard(logViewer, { ...viewer('admin', ['list_login_log']), realm_id: 99 }, WIDE).allow).toBe(false);

    const monthly = guardOf('/reports/monthly-location');
    expect(checkGuard(monthly, viewer('admin', ['list_report_trip']), WIDE).allow).toBe(false);
    expect(checkGuard(monthly, viewer('dealer', ['list_report_trip']), WIDE).allow).toBe(true);
  });

  it('needs access type 3 to create a vehicle group, unless root', () => {
    const create = guardOf('/vehicles/group_create');
    expect(create.accessType).toBe(3);
    expect(checkGuard(create, viewer('customer', ['list_vehicle_group'], { access_type: 3 }), WIDE).allow).toBe(true);
    for (const access_type of [0, 1, 2, 4]) {
      expect(checkGuard(create, viewer('customer', ['list_vehicle_group'], { access_type }), WIDE)).toEqual({
        allow: false,
        reason: 'denied',
        why: 'access_type',
      });
    }
    expect(checkGuard(create, viewer('admin', [], { isorgadmin: 0, access_type: 1 }), WIDE).allow).toBe(true);
    expect(checkGuard(guardOf('/vehicles/group'), viewer('customer', ['list_vehicle_group']), WIDE).allow).toBe(true);
  });

  it('lets root into every route that is not realm-bound, at desktop width', () => {
    const root = viewer('admin', [], { isorgadmin: 0 });
    for (const route of ROUTES) {
      if (route.guard.notRealms?.includes('admin')) continue;
      if (route.guard.realms && !route.guard.realms.includes('admin')) continue;
      expect(checkGuard(route.guard, root, WIDE), route.path).toEqual({ allow: true });
    }
  });
});

describe('landingPath', () => {
  it('sends the admin realm with view_dashboard to the dashboard', () => {
    expect(landingPath(viewer('admin', ['view_dashboard', 'view_realtime']))).toBe('/dashboard');
    expect(landingPath(viewer('admin', [], { isorgadmin: 0 }))).toBe('/dashboard');
  });

  it('sends the euro4 realm with view_dashboard to the Euro 4 dashboard', () => {
    expect(landingPath(viewer('euro4', ['view_dashboard', 'view_realtime']))).toBe('/dashboardeuro4');
    expect(landingPath(viewer('euro4', ['view_realtime']))).toBe('/maps');
  });

  it('sends others with view_realtime to the map, and the rest to the profile', () => {
    expect(landingPath(viewer('dealer', ['view_dashboard', 'view_realtime']))).toBe('/maps');
    expect(landingPath(viewer('admin', ['view_realtime']))).toBe('/maps');
    expect(landingPath(viewer('customer', ['view_user']))).toBe('/profile');
    expect(landingPath(viewer('customer', [], { user_access: null }))).toBe('/profile');
  });

  it('always lands on a route the viewer may enter', () => {
    const keys = fc.subarray(['view_dashboard', 'view_realtime', 'view_user'] as PermissionKey[]);
    const realms = fc.constantFrom(...(Object.keys(REALM_ID) as Realm[]));
    fc.assert(
      fc.property(realms, keys, (realm, granted) => {
        const who = viewer(realm, granted);
        expect(checkGuard(guardOf(landingPath(who)), who, WIDE)).toEqual({ allow: true });
      }),
    );
  });
});
