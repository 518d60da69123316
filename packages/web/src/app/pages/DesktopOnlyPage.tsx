import { Result } from 'antd';
import { DesktopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/LinkButton';
import { MOBILE_BREAKPOINT_PX } from '@armada/domain';
import { useLandingPath } from './useLandingPath';
import { TEST_IDS } from '../../components/ui';

export function DesktopOnlyPage() {
  const { t } = useTranslation('common');
  const landing = useLandingPath();
  return (
    <Result
      icon={<DesktopOutlined />}
      title={<span data-testid={TEST_IDS.pageTitle}>{t('desktop_only.title')}</span>}
      subTitle={t('desktop_only.text', { width: MOBILE_BREAKPOINT_PX })}
      extra={<LinkButton to={landing}>{t('go_to_start')}</LinkButton>}
    />
  );
}
