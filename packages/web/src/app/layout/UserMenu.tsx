import { IdcardOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Dropdown, type DropdownProps, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { hasPermission, type TokenPayload } from '@armada/domain';

const DROPDOWN = { trigger: ['click'], placement: 'bottomRight' } as const satisfies DropdownProps;

export type UserMenuProps = { viewer: TokenPayload; compact: boolean };

export function UserMenu({ viewer, compact }: UserMenuProps) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const items: MenuProps['items'] = [
    { key: '/profile', icon: <UserOutlined />, label: t('menu.profile') },
    ...(hasPermission(viewer, 'view_user')
      ? [{ key: '/my-account', icon: <IdcardOutlined />, label: t('menu.my_account') }]
      : []),
    { type: 'divider' },
    { key: '/logout', icon: <LogoutOutlined />, label: t('menu.logout'), danger: true },
  ];

  return (
    <Dropdown menu={{ items, onClick: ({ key }) => void navigate(key) }} {...DROPDOWN}>
      <Button
        type="text"
        className="armada-header-button"
        icon={<UserOutlined />}
        // The name starts with what the button shows (WCAG 2.5.3), then says what it opens.
        aria-label={compact ? t('menu.user') : `${viewer.username} (${t('menu.user')})`}
      >
        {compact ? null : viewer.username}
      </Button>
    </Dropdown>
  );
}
