import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { AuthShell } from '../../components/AuthShell';

export function UnsupportedPage() {
  const { t } = useTranslation('common');
  return (
    <AuthShell>
      <Result
        status="warning"
        title={<span data-testid="page-title">{t('unsupported.title')}</span>}
        subTitle={t('unsupported.text')}
      />
    </AuthShell>
  );
}
