import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/LinkButton';
import { AuthShell } from '../../components/AuthShell';
import { TEST_IDS } from '../../components/ui';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <AuthShell>
      <Result
        status="404"
        title={<span data-testid={TEST_IDS.pageTitle}>{t('not_found.title')}</span>}
        subTitle={t('not_found.text')}
        extra={<LinkButton to="/">{t('not_found.home')}</LinkButton>}
      />
    </AuthShell>
  );
}
