import type { ComponentType } from 'react';
import { EnvironmentOutlined, FileSearchOutlined, IdcardOutlined, MailOutlined, UserOutlined } from '@ant-design/icons';
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
  { path: '/profile', labelKey: 'menu.profile', icon: UserOutlined },
  { path: '/my-account', labelKey: 'menu.my_account', icon: IdcardOutlined },
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
