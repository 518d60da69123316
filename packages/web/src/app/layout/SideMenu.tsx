import { createElement } from 'react';
import { Menu, Typography, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { APP_VERSION, type Viewer } from '@armada/domain';
import { visibleMenu } from '../menu';
import { TEST_IDS } from '../../components/ui';

const INLINE = { mode: 'inline' } as const satisfies MenuProps;

export type SideMenuProps = { viewer: Viewer; onNavigate?: () => void };

export function SideMenu({ viewer, onNavigate }: SideMenuProps) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const items = visibleMenu(viewer).map((entry) => ({
    key: entry.path,
    icon: createElement(entry.icon),
    label: t(entry.labelKey),
  }));

  return (
    <nav aria-label={t('menu.label')} style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Menu
        {...INLINE}
        selectedKeys={[pathname]}
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
