import type { AriaAttributes, ComponentType } from 'react';
import {
  AppstoreOutlined,
  CarOutlined,
  CreditCardOutlined,
  CustomerServiceOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  SafetyOutlined,
  TeamOutlined,
  ShopOutlined,
} from '@ant-design/icons';
import { checkGuard, hasPermission, ROUTES, type PermissionKey, type Viewer } from '@armada/domain';

export type MenuEntry = {
  path: string;
  labelKey: string;
  /** Permissions the screen's calls need beyond its route guard. */
  alsoNeeds?: readonly PermissionKey[];
};

/** A section of the side menu, drawn as a submenu; its entries carry no icon of their own. */
export type MenuGroup = {
  key: string;
  labelKey: string;
  icon: ComponentType<AriaAttributes>;
  entries: readonly MenuEntry[];
};

/**
 * The side menu: built screens only. A new screen adds its entry to its section; its route guard
 * filters it. Profile and my account live in the header's user menu.
 */
export const MENU_GROUPS: readonly MenuGroup[] = [
  {
    key: 'monitoring',
    labelKey: 'menu.groups.monitoring',
    icon: EnvironmentOutlined,
    entries: [
      // The ratios are read through the analytic calls (view_analytics) besides the route's view_dashboard.
      { path: '/dashboard', labelKey: 'dashboard:menu_label', alsoNeeds: ['view_analytics'] },
      { path: '/dashboardeuro4', labelKey: 'euro4:menu.dashboard' },
      { path: '/euro4-dealer/menu', labelKey: 'euro4:menu.dealers' },
      { path: '/maps', labelKey: 'maps:menu_label' },
      // The feed also reads the notification list; without list_notification it would show live alerts only.
      { path: '/alert', labelKey: 'alerts:menu_label', alsoNeeds: ['list_notification'] },
      { path: '/notification', labelKey: 'notifications:menu_label' },
      { path: '/explore', labelKey: 'explore:menu_label' },
      { path: '/mapsv3', labelKey: 'explore:wall.menu_label' },
      { path: '/device_setting', labelKey: 'mapSettings:menu_label' },
    ],
  },
  {
    key: 'vehicles',
    labelKey: 'menu.groups.vehicles',
    icon: CarOutlined,
    entries: [
      { path: '/vehicles/list', labelKey: 'vehicles:menu.list' },
      // The status list reads the vehicle history calls, which need list_vehicle.
      { path: '/vehicles/status', labelKey: 'vehicles:menu.status', alsoNeeds: ['list_vehicle'] },
      { path: '/vehicles/group', labelKey: 'vehicles:menu.groups' },
      { path: '/vehicles/in_the_pool', labelKey: 'vehicles:menu.in_the_pool' },
      { path: '/vehicle/not-updated', labelKey: 'vehicles:menu.not_updated' },
      { path: '/omamori/notUpdatedVehicles', labelKey: 'fleetHealth:menu.not_updated' },
      { path: '/abnormalVehicles', labelKey: 'fleetHealth:menu.abnormal' },
      // The map shows the live fleet, read from the monitoring calls.
      { path: '/abnormalVehicles/maps', labelKey: 'fleetHealth:menu.abnormal_map', alsoNeeds: ['view_realtime'] },
      { path: '/vehicles/sensor', labelKey: 'vehicles:menu.sensors' },
      { path: '/sensor', labelKey: 'sensors:menu_label' },
      { path: '/fuel', labelKey: 'fuel:fuel_menu_label' },
      { path: '/fuel/spbu', labelKey: 'fuel:menu_label' },
    ],
  },
  {
    key: 'partners',
    labelKey: 'menu.groups.partners',
    icon: ShopOutlined,
    entries: [
      { path: '/customer/list', labelKey: 'customers:menu_label' },
      { path: '/dealer', labelKey: 'dealers:menu_label' },
      { path: '/leasing/company-list', labelKey: 'leasing:menu_label' },
      { path: '/activation/vehicle', labelKey: 'activation:menu_label' },
      { path: '/activation/customer', labelKey: 'activation:customer.menu_label' },
      { path: '/activation/dealer_perfomance', labelKey: 'activation:performance.menu_label' },
      { path: '/upload-rs', labelKey: 'retailSales:menu_label' },
    ],
  },
  {
    key: 'user-access',
    labelKey: 'menu.groups.user_access',
    icon: SafetyOutlined,
    entries: [
      { path: '/user-access/organization', labelKey: 'userAccess:menu.organizations' },
      { path: '/user-access/role', labelKey: 'userAccess:menu.roles' },
      { path: '/user-access/user', labelKey: 'userAccess:menu.users' },
      { path: '/user-access/customer', labelKey: 'userAccess:menu.customers' },
    ],
  },
  {
    key: 'app-management',
    labelKey: 'menu.groups.app_management',
    icon: AppstoreOutlined,
    entries: [
      { path: '/app-management/app', labelKey: 'appManagement:menu.apps' },
      { path: '/app-management/services', labelKey: 'appManagement:menu.services' },
      { path: '/app-management/functions', labelKey: 'appManagement:menu.functions' },
      { path: '/app-management/realm', labelKey: 'appManagement:menu.realms' },
    ],
  },
  {
    key: 'reports',
    labelKey: 'menu.groups.reports',
    icon: FileTextOutlined,
    entries: [
      { path: '/reports/list', labelKey: 'reports:menu.list' },
      { path: '/reports/trip', labelKey: 'reports:menu.trip' },
      { path: '/reports/stopped_vehicle', labelKey: 'reports:menu.stopped_vehicle' },
      { path: '/reports/idling_vehicle', labelKey: 'reports:menu.idling_vehicle' },
      { path: '/reports/activities', labelKey: 'reports:menu.activities' },
      { path: '/reports/daily-trip-summary', labelKey: 'reports:menu.daily_trip_summary' },
      { path: '/reports/exceed_limit', labelKey: 'reports:menu.exceed_limit' },
      { path: '/reports/towing', labelKey: 'reports:menu.towing' },
      { path: '/reports/crash', labelKey: 'reports:menu.crash' },
      { path: '/reports/event', labelKey: 'reports:menu.event' },
      { path: '/reports/daily_summary', labelKey: 'reports:menu.daily_summary' },
      { path: '/reports/monthly_summary', labelKey: 'reports:menu.monthly_summary' },
      { path: '/reports/productivity_efficiency', labelKey: 'reports:menu.productivity_efficiency' },
      { path: '/reports/machine_working_hours', labelKey: 'reports:menu.machine_working_hours' },
      { path: '/reports/sensor', labelKey: 'reports:menu.sensor' },
      { path: '/reports/location', labelKey: 'reports:menu.location' },
      { path: '/reports/monthly-location', labelKey: 'reports:menu.monthly_location' },
      { path: '/reports/schedule', labelKey: 'reportSchedules:title' },
      { path: '/reports/login-logs', labelKey: 'menu.login_logs' },
      // The route opens with list_login_log, but the outbox call itself needs read_outbox.
      { path: '/reports/cmp-log-viewer', labelKey: 'menu.mail_outbox', alsoNeeds: ['read_outbox'] },
    ],
  },
  {
    // The driver contest, surveys, the help wiki and announcements: each screen adds its entry here.
    key: 'engagement',
    labelKey: 'menu.groups.engagement',
    icon: TeamOutlined,
    entries: [
      { path: '/driver-contest', labelKey: 'driverContest:menu.contest' },
      { path: '/driver-contest/driver-list', labelKey: 'driverContest:menu.driver_list' },
      { path: '/drivers', labelKey: 'drivers:menu' },
      { path: '/service-bookings', labelKey: 'serviceBookings:menu' },
      { path: '/survey/admin/survey-list', labelKey: 'survey:menu.admin' },
      { path: '/survey/user', labelKey: 'survey:menu.user' },
      { path: '/wiki', labelKey: 'wiki:menu_label' },
      { path: '/wiki/menu', labelKey: 'wiki:menu_editor' },
      { path: '/announcement', labelKey: 'announcements:menu_label' },
    ],
  },
  {
    // The call centre's desk: search, incidents, moving vehicles, tracker configuration and its results.
    key: 'call-center',
    labelKey: 'menu.groups.call_center',
    icon: CustomerServiceOutlined,
    entries: [
      { path: '/call-center', labelKey: 'callCenter:search.title' },
      { path: '/call-center/incident', labelKey: 'callCenter:incident.title' },
      { path: '/call-center/change-vehicle-member', labelKey: 'callCenter:member.title' },
      { path: '/call-center/vehicle-config', labelKey: 'deviceConfig:form.title' },
      { path: '/call-center/result-sms', labelKey: 'deviceConfig:commandResults.title' },
      { path: '/call-center/result-config-sms', labelKey: 'deviceConfig:configResults.title' },
    ],
  },
  {
    key: 'subscription',
    labelKey: 'menu.groups.subscription',
    icon: CreditCardOutlined,
    entries: [
      { path: '/subscription/status', labelKey: 'subscription:status.title' },
      { path: '/subscription/choose-plan', labelKey: 'subscription:choose.title' },
      { path: '/subscription/billing', labelKey: 'subscription:billing.title' },
      { path: '/subscription/plan', labelKey: 'subscription:plan.title' },
    ],
  },
];

/** Whether the viewer may open the entry; the width is not a reason to hide one (desktop-only pages say so). */
function mayOpen(viewer: Viewer, entry: MenuEntry): boolean {
  const route = ROUTES.find((candidate) => candidate.path === entry.path);
  if (route === undefined || !checkGuard(route.guard, viewer, Number.POSITIVE_INFINITY).allow) return false;
  return (entry.alsoNeeds ?? []).every((key) => hasPermission(viewer, key));
}

/** The sections with the entries the viewer may open; a section with none is left out. */
export function visibleMenu(viewer: Viewer): MenuGroup[] {
  return MENU_GROUPS.map((group) => ({
    ...group,
    entries: group.entries.filter((entry) => mayOpen(viewer, entry)),
  })).filter((group) => group.entries.length > 0);
}

/** The section holding the screen at `pathname` (or one of its sub-pages), to open it. */
export function groupOf(groups: readonly MenuGroup[], pathname: string): string | undefined {
  return groups.find((group) =>
    group.entries.some((entry) => pathname === entry.path || pathname.startsWith(`${entry.path}/`)),
  )?.key;
}
