import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** The spec's 'Date Expired' on a download past its 2 days. */
export function ExpiredLabel() {
  const { t } = useTranslation('notifications');
  return (
    <Tag color="default" title={t('download.expired')} style={{ marginInlineEnd: 0 }}>
      {t('download.expired')}
    </Tag>
  );
}
