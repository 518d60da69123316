import { useTranslation } from 'react-i18next';
import { AuthShell } from '../../components/AuthShell';
import { PageTitle } from '../../components/PageTitle';
import { PolicyText } from './PolicyText';

export function PrivacyPolicyPage() {
  const { t } = useTranslation('common');
  return (
    <AuthShell wide>
      <PageTitle>{t('policy.title')}</PageTitle>
      <PolicyText />
    </AuthShell>
  );
}
