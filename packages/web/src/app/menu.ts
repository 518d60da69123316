import type { ComponentType } from 'react';
import { IdcardOutlined, UserOutlined } from '@ant-design/icons';
import { checkGuard, ROUTES, type Viewer } from '@armada/domain';

export type MenuEntry = { path: string; labelKey: string; icon: ComponentType };

/** The side menu: built screens only. A new screen adds its entry here; its route guard filters it. */
export const MENU_ENTRIES: readonly MenuEntry[] = [
  { path: '/profile', labelKey: 'menu.profile', icon: UserOutlined },
  { path: '/my-account', labelKey: 'menu.my_account', icon: IdcardOutlined },
];

/** Entries the viewer may open; the width is not a reason to hide an entry (desktop-only pages say so). */
export function visibleMenu(viewer: Viewer): MenuEntry[] {
  return MENU_ENTRIES.filter((entry) => {
    const route = ROUTES.find((candidate) => candidate.path === entry.path);
    return route !== undefined && checkGuard(route.guard, viewer, Number.POSITIVE_INFINITY).allow;
  });
}
