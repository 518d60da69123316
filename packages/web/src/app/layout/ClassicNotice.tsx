import { useState } from 'react';
import { Alert } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { CLASSIC_VERSION_CUTOVER } from '@armada/domain';
import { LOCAL_KEYS } from '../../session/storageKeys';
import { TEST_IDS } from '../../components/ui';

/** The spec's notice that the classic version ends, dismissed once per browser. */
export function ClassicNotice() {
  const { t, i18n } = useTranslation('common');
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(LOCAL_KEYS.classicNoticeDismissed) === '1');
  if (dismissed) return null;

  const month = dayjs(`${CLASSIC_VERSION_CUTOVER}-01`).locale(i18n.language === 'en-us' ? 'en' : i18n.language);
  const dismiss = () => {
    localStorage.setItem(LOCAL_KEYS.classicNoticeDismissed, '1');
    setDismissed(true);
  };

  return (
    <Alert
      type="info"
      showIcon
      banner
      data-testid={TEST_IDS.classicNotice}
      title={t('classic_notice', { month: month.format(i18n.language === 'ja' ? 'YYYY年M月' : 'MMMM YYYY') })}
      closable={{ onClose: dismiss, 'aria-label': t('dismiss') }}
    />
  );
}
