import type { PermissionKey } from './permissions.js';
import type { Realm } from './realms.js';

/**
 * The route table of spec document 1 section 2 with each route's guard. The web builds its router
 * from it; the server does not use it (the server's own lock is the permission on each call).
 */
export type RouteGuard = {
  /** No sign-in needed. */
  public?: true;
  permission?: PermissionKey;
  /** At least one of these is needed (a screen with two sides, such as service bookings). */
  anyOf?: PermissionKey[];
  /** Every one of these is needed as well. */
  alsoNeeds?: PermissionKey[];
  /** Only these realms may enter. */
  realms?: Realm[];
  /** These realms may not enter. */
  notRealms?: Realm[];
  accessType?: number;
  desktopOnly?: true;
  /** Where this route sends a user who may not enter it, when not the default landing. */
  deniedTo?: string;
};

export type RouteDef = { path: string; guard: RouteGuard; redirectTo?: string };

const PUBLIC: RouteGuard = { public: true };
const LOGIN: RouteGuard = {};

function group(prefix: string, paths: string[], guard: RouteGuard): RouteDef[] {
  return paths.map((path) => ({ path: path === '' ? prefix : `${prefix}/${path}`, guard }));
}

const need = (permission: PermissionKey, extra: Omit<RouteGuard, 'permission'> = {}): RouteGuard => ({
  permission,
  ...extra,
});

const CUSTOMER_GUARD = need('customer_add_user', { realms: ['admin', 'dealer'] });

export const ROUTES: RouteDef[] = [
  ...group('', ['/', '/login', '/privacy_policy/:token', '/logout', '/forgot-password'], PUBLIC).map(fixRoot),
  ...group('', ['/change-password', '/share_location', '/unsupported', '/privacy-policy'], PUBLIC).map(fixRoot),
  // The spec lists /testSwipe as public; issue 15 puts the team's gallery behind sign-in (docs/decisions.md).
  { path: '/testSwipe', guard: LOGIN },
  { path: '/privacy_policy', guard: PUBLIC, redirectTo: '/' },
  ...group('/wiki', ['', 'view', 'view/:categoryWiki', 'view/:categoryWiki/:subCategory'], LOGIN),
  // The editor's screens (docs/decisions.md): reading needs only a sign-in, editing edit_wiki.
  ...group('/wiki', ['menu', 'guide_category', 'guide'], need('edit_wiki', { deniedTo: '/wiki' })),
  { path: '/masterComponent', guard: LOGIN },
  { path: '/dashboard', guard: need('view_dashboard', { realms: ['admin'], deniedTo: '/maps' }) },
  { path: '/dashboardeuro4', guard: need('view_dashboard', { realms: ['admin', 'euro4'], deniedTo: '/maps' }) },
  ...group('/euro4-dealer', ['menu', 'list'], need('view_dashboard', { realms: ['admin', 'euro4'] })),
  ...group('', ['/maps', '/mapsv3', '/device_setting', '/alert', '/search'], need('view_realtime')).map(fixRoot),
  { path: '/explore', guard: need('view_realtime', { desktopOnly: true }) },
  { path: '/disclaimer-activation', guard: LOGIN },
  ...group('/driver-contest', ['', 'driver-list'], need('view_driver_contest')),
  { path: '/drivers', guard: need('list_driver') },
  { path: '/dealer', guard: need('view_dealer') },
  { path: '/profile', guard: LOGIN },
  { path: '/my-account', guard: need('view_user') },
  { path: '/upload-rs', guard: need('upload_retail_sales') },
  { path: '/notification', guard: need('list_notification') },
  ...group(
    '/call-center',
    ['', 'user', 'change-vehicle-member', 'vehicle-config', 'result-sms', 'result-config-sms', 'incident'],
    need('use_call_center'),
  ),
  { path: '/customer', guard: CUSTOMER_GUARD, redirectTo: '/customer/list' },
  ...group('/customer', ['list', 'advanced_search', 'edit', 'view', 'vehicle/create'], CUSTOMER_GUARD),
  { path: '/customer/create', guard: { ...CUSTOMER_GUARD, alsoNeeds: ['add_user_org'] } },
  { path: '/leasing', guard: need('list_user_leasing'), redirectTo: '/leasing/company-list' },
  ...group(
    '/leasing',
    ['company-list', 'vehicle-list', 'vehicle-detail', 'vehicle-validation', 'validation', 'create'],
    need('list_user_leasing'),
  ),
  ...group(
    '/leasing',
    ['edit/:idLeasing', 'company-list/view', 'view_vehicle', 'search', 'vehicle/create'],
    need('list_user_leasing'),
  ),
  { path: '/activation', guard: LOGIN, redirectTo: '/dashboard' },
  ...group(
    '/activation',
    ['dealer_perfomance', 'vehicle', 'vehicle_search', 'detail', 'resend', 'history', 'addnote'],
    need('list_report_vehicle_activation'),
  ),
  ...group(
    '/activation',
    ['customer', 'customer_search', 'detailcs', 'resendcs', 'historycs', 'addnotecs'],
    need('list_report_customer_activation'),
  ),
  { path: '/reports', guard: need('list_report_trip'), redirectTo: '/reports/list' },
  ...group(
    '/reports',
    ['list', 'event', 'idling_vehicle', 'stopped_vehicle', 'exceed_limit', 'towing', 'crash', 'activities', 'trip'],
    need('list_report_trip'),
  ),
  ...group(
    '/reports',
    ['productivity_efficiency', 'machine_working_hours', 'daily_summary', 'monthly_summary', 'sensor'],
    need('list_report_trip'),
  ),
  ...group('/reports', ['daily-trip-summary', 'daily-trip-summary/detail'], need('list_report_trip')),
  { path: '/reports/schedule', guard: need('list_report_trip') },
  { path: '/reports/login-logs', guard: need('list_login_log', { realms: ['admin'] }) },
  { path: '/reports/cmp-log-viewer', guard: need('list_login_log', { realms: ['admin'], alsoNeeds: ['read_outbox'] }) },
  ...group('/reports', ['monthly-location', 'location'], need('list_report_trip', { notRealms: ['admin'] })),
  { path: '/vehicle/not-updated', guard: need('view_not_update_vehicle', { desktopOnly: true }) },
  ...group(
    '/vehicles',
    ['list', 'detail', 'detailstatus', 'search', 'searchstatus', 'search_vehicle_customer'],
    need('list_vehicle'),
  ),
  ...group('/vehicles', ['list_create', 'vehicle_edit', 'vehicle_detail'], need('list_vehicle')),
  { path: '/vehicles/status', guard: need('list_vehicle_status') },
  ...group('/vehicles', ['group', 'group_edit'], need('list_vehicle_group')),
  { path: '/vehicles/group_create', guard: need('list_vehicle_group', { accessType: 3 }) },
  { path: '/vehicles/in_the_pool', guard: need('vehicle_in_pool') },
  { path: '/vehicles/sensor', guard: need('sensor_view_vehicle_sensor') },
  { path: '/vehicles/sensor_create', guard: need('sensor_add_vehicle_sensor') },
  { path: '/vehicles/sensor_edit', guard: need('sensor_edit_vehicle_sensor') },
  ...group('/sensor', ['', 'detail', 'search'], need('sensor_view_vehicle_sensor')),
  { path: '/fuel', guard: need('list_fuel') },
  { path: '/fuel/spbu', guard: need('list_spbu') },
  { path: '/omamori/notUpdatedVehicles', guard: need('view_not_update_vehicle') },
  ...group('/abnormalVehicles', ['', 'maps'], need('view_vehicle_abnormal')),
  { path: '/announcement', guard: need('view_announcement') },
  { path: '/announcement/form', guard: need('edit_announcement') },
  { path: '/job-management', guard: LOGIN },
  { path: '/user-access/customer', guard: need('list_user_access') },
  { path: '/user-access/role', guard: need('list_user_type') },
  { path: '/user-access/user', guard: need('list_user') },
  { path: '/user-access/organization', guard: need('list_user_org') },
  { path: '/app-management/services', guard: need('list_services') },
  { path: '/app-management/functions', guard: need('list_functions') },
  { path: '/app-management/app', guard: need('list_apps') },
  { path: '/app-management/realm', guard: need('list_realms') },
  ...group(
    '/subscription',
    ['plan', 'create-plan', 'status', 'choose-plan', 'choose-payment', 'detail', 'online-payment', 'by-billing'],
    need('manage_subscription'),
  ),
  { path: '/subscription/billing', guard: need('manage_subscription') },
  { path: '/survey/admin', guard: need('add_survey'), redirectTo: '/survey/admin/survey-list' },
  ...group('/survey/admin', ['survey-list', 'survey-create', 'survey-edit/:id', 'survey-preview'], need('add_survey')),
  { path: '/survey/user', guard: need('add_answer') },
  // Ours (issue 15): service bookings, for the fleet that books and the dealer that answers.
  { path: '/service-bookings', guard: { anyOf: ['book_service', 'handle_service'] } },
];

function fixRoot(route: RouteDef): RouteDef {
  return { ...route, path: route.path.replace(/^\/\//, '/') };
}
