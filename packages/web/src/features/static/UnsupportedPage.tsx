import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { AuthShell } from '../../components/AuthShell';
import { TEST_IDS } from '../../components/ui';

const STATUS = 'warning';

export function UnsupportedPage() {
  const { t } = useTranslation('common');
  return (
    <AuthShell>
      <Result
        status={STATUS}
        title={<span data-testid={TEST_IDS.pageTitle}>{t('unsupported.title')}</span>}
        subTitle={t('unsupported.text')}
      />
    </AuthShell>
  );
}
