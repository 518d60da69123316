import type { ReactNode } from 'react';
import { Card, Flex, Layout, Typography } from 'antd';
import { APP_VERSION } from '@armada/domain';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './LanguageSwitch';

export type AuthShellProps = { children: ReactNode; wide?: boolean };

/** The frame of the pages a person sees before or while signing in. */
export function AuthShell({ children, wide = false }: AuthShellProps) {
  const { t } = useTranslation('common');
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header className="armada-header">
        <Typography.Text strong className="armada-brand">
          {t('brand')}
        </Typography.Text>
        <LanguageSwitch dark />
      </Layout.Header>
      <Layout.Content style={{ padding: '32px 16px' }}>
        <Flex style={{ justifyContent: 'center' }}>
          <Card style={{ width: '100%', maxWidth: wide ? 720 : 440 }}>{children}</Card>
        </Flex>
      </Layout.Content>
      <Layout.Footer style={{ textAlign: 'center', padding: '12px 16px' }}>
        <Typography.Text type="secondary">{t('version', { version: APP_VERSION })}</Typography.Text>
      </Layout.Footer>
    </Layout>
  );
}
