import { useEffect } from 'react';
import { Flex, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ssoSignOut } from '../../api/sso';
import { AuthShell } from '../../components/AuthShell';
import { PageTitle } from '../../components/PageTitle';
import { endLocalSession } from './sessionCleanup';

/** Ends the session here and at the sign-in service. A remembered redirect path is kept on purpose. */
export function LogoutPage() {
  const { t } = useTranslation('auth');

  useEffect(() => {
    endLocalSession();
    ssoSignOut();
  }, []);

  return (
    <AuthShell>
      <PageTitle>{t('logout.title')}</PageTitle>
      <Flex vertical gap={12} style={{ padding: 24, alignItems: 'center' }}>
        <Spin />
        <Typography.Text type="secondary">{t('logout.in_progress')}</Typography.Text>
      </Flex>
    </AuthShell>
  );
}
