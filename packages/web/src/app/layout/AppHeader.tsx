import { MenuOutlined } from '@ant-design/icons';
import { Button, Flex, Layout, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasPermission, type TokenPayload } from '@armada/domain';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { NotificationBell } from '../../features/notifications/NotificationBell';
import { UserMenu } from './UserMenu';

export type AppHeaderProps = { viewer: TokenPayload; mobile: boolean; onOpenMenu: () => void };

export function AppHeader({ viewer, mobile, onOpenMenu }: AppHeaderProps) {
  const { t } = useTranslation('common');
  const notifications = hasPermission(viewer, 'list_notification');
  return (
    <Layout.Header className="armada-header">
      <Flex gap={8} style={{ alignItems: 'center' }}>
        {mobile && (
          <Button
            type="text"
            className="armada-header-button"
            icon={<MenuOutlined />}
            aria-label={t('menu.open')}
            onClick={onOpenMenu}
          />
        )}
        <Typography.Text strong className="armada-brand">
          {t('brand')}
        </Typography.Text>
      </Flex>
      <Flex gap={mobile ? 4 : 12} style={{ alignItems: 'center' }}>
        {notifications && <NotificationBell />}
        <LanguageSwitch dark />
        <UserMenu viewer={viewer} compact={mobile} />
      </Flex>
    </Layout.Header>
  );
}
