import type { ComponentType } from 'react';
import {
  AlertOutlined,
  ApartmentOutlined,
  ApiOutlined,
  AppstoreOutlined,
  BellOutlined,
  CarOutlined,
  ClockCircleOutlined,
  ClusterOutlined,
  DashboardOutlined,
  DesktopOutlined,
  EnvironmentOutlined,
  FileSearchOutlined,
  FunctionOutlined,
  GlobalOutlined,
  IdcardOutlined,
  MailOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
  SettingOutlined,
  ShopOutlined,
  SolutionOutlined,
  TableOutlined,
  TeamOutlined,
  UserOutlined,
  UserSwitchOutlined,
} from '@ant-design/icons';
import { checkGuard, hasPermission, ROUTES, type PermissionKey, type Viewer } from '@armada/domain';

export type MenuEntry = {
  path: string;
  labelKey: string;
  icon: ComponentType;
  /** Permissions the screen's calls need beyond its route guard. */
  alsoNeeds?: readonly PermissionKey[];
};

/** The side menu: built screens only. A new screen adds its entry here; its route guard filters it. */
export const MENU_ENTRIES: readonly MenuEntry[] = [
  { path: '/maps', labelKey: 'maps:menu_label', icon: EnvironmentOutlined },
  // The feed also reads the notification list; without list_notification it would show live alerts only.
  { path: '/alert', labelKey: 'alerts:menu_label', icon: AlertOutlined, alsoNeeds: ['list_notification'] },
  { path: '/notification', labelKey: 'notifications:menu_label', icon: BellOutlined },
  { path: '/explore', labelKey: 'explore:menu_label', icon: TableOutlined },
  { path: '/mapsv3', labelKey: 'explore:wall.menu_label', icon: DesktopOutlined },
  { path: '/device_setting', labelKey: 'mapSettings:menu_label', icon: SettingOutlined },
  { path: '/vehicles/list', labelKey: 'vehicles:menu.list', icon: CarOutlined },
  // The status list reads the vehicle history calls, which need list_vehicle.
  { path: '/vehicles/status', labelKey: 'vehicles:menu.status', icon: DashboardOutlined, alsoNeeds: ['list_vehicle'] },
  { path: '/vehicle/not-updated', labelKey: 'vehicles:menu.not_updated', icon: ClockCircleOutlined },
  { path: '/vehicles/sensor', labelKey: 'vehicles:menu.sensors', icon: ApiOutlined },
  { path: '/profile', labelKey: 'menu.profile', icon: UserOutlined },
  { path: '/my-account', labelKey: 'menu.my_account', icon: IdcardOutlined },
  { path: '/customer/list', labelKey: 'customers:menu_label', icon: TeamOutlined },
  { path: '/dealer', labelKey: 'dealers:menu_label', icon: ShopOutlined },
  { path: '/leasing/company-list', labelKey: 'leasing:menu_label', icon: SafetyCertificateOutlined },
  { path: '/user-access/organization', labelKey: 'userAccess:menu.organizations', icon: ApartmentOutlined },
  { path: '/user-access/role', labelKey: 'userAccess:menu.roles', icon: SafetyOutlined },
  { path: '/user-access/user', labelKey: 'userAccess:menu.users', icon: UserSwitchOutlined },
  { path: '/user-access/customer', labelKey: 'userAccess:menu.customers', icon: SolutionOutlined },
  { path: '/app-management/app', labelKey: 'appManagement:menu.apps', icon: AppstoreOutlined },
  { path: '/app-management/services', labelKey: 'appManagement:menu.services', icon: ClusterOutlined },
  { path: '/app-management/functions', labelKey: 'appManagement:menu.functions', icon: FunctionOutlined },
  { path: '/app-management/realm', labelKey: 'appManagement:menu.realms', icon: GlobalOutlined },
  { path: '/reports/login-logs', labelKey: 'menu.login_logs', icon: FileSearchOutlined },
  // The route opens with list_login_log, but the outbox call itself needs read_outbox.
  { path: '/reports/cmp-log-viewer', labelKey: 'menu.mail_outbox', icon: MailOutlined, alsoNeeds: ['read_outbox'] },
];

/** Entries the viewer may open; the width is not a reason to hide an entry (desktop-only pages say so). */
export function visibleMenu(viewer: Viewer): MenuEntry[] {
  return MENU_ENTRIES.filter((entry) => {
    const route = ROUTES.find((candidate) => candidate.path === entry.path);
    if (route === undefined || !checkGuard(route.guard, viewer, Number.POSITIVE_INFINITY).allow) return false;
    return (entry.alsoNeeds ?? []).every((key) => hasPermission(viewer, key));
  });
}
