import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { AuthShell } from '../../components/AuthShell';
import { TEST_IDS } from '../../components/ui';

const STATUS = 'info';

/** Shared-location links are not issued yet; the page says so instead of showing an empty map. */
export function ShareLocationPage() {
  const { t } = useTranslation('common');
  return (
    <AuthShell>
      <Result
        status={STATUS}
        title={<span data-testid={TEST_IDS.pageTitle}>{t('share_location.title')}</span>}
        subTitle={t('share_location.text')}
      />
    </AuthShell>
  );
}
