import { createElement } from 'react';
import { Menu, Typography, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { APP_VERSION, type Viewer } from '@armada/domain';
import { groupOf, visibleMenu } from '../menu';
import { TEST_IDS } from '../../components/ui';
import { useOpenGroups } from './useOpenGroups';

const INLINE = { mode: 'inline' } as const satisfies MenuProps;
// The icons repeat the section's name: kept out of its accessible name ("shop Customers & dealers").
const DECORATIVE = { 'aria-hidden': true } as const;

export type SideMenuProps = { viewer: Viewer; onNavigate?: () => void };

export function SideMenu({ viewer, onNavigate }: SideMenuProps) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const groups = visibleMenu(viewer);
  const [openKeys, setOpenKeys] = useOpenGroups(groupOf(groups, pathname));
  const items = groups.map((group) => ({
    key: group.key,
    icon: createElement(group.icon, DECORATIVE),
    label: t(group.labelKey),
    children: group.entries.map((entry) => ({ key: entry.path, label: t(entry.labelKey) })),
  }));

  return (
    <nav aria-label={t('menu.label')} style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Menu
        {...INLINE}
        selectedKeys={[pathname]}
        openKeys={openKeys}
        onOpenChange={setOpenKeys}
        items={items}
        style={{ borderInlineEnd: 'none', flex: 1 }}
        onClick={({ key }) => {
          void navigate(key);
          onNavigate?.();
        }}
      />
      <Typography.Text type="secondary" style={{ padding: '8px 24px', fontSize: 12 }} data-testid={TEST_IDS.appVersion}>
        {t('version', { version: APP_VERSION })}
      </Typography.Text>
    </nav>
  );
}
