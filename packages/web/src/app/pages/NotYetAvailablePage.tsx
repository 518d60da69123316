import { Result, Typography } from 'antd';
import { ToolOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/LinkButton';
import type { ScreenProps } from '../../components/screenProps';
import { useLandingPath } from './useLandingPath';
import { TEST_IDS } from '../../components/ui';

/** Stands in for a route whose screen is not built yet, so links and guards already work. */
export function NotYetAvailablePage({ path }: ScreenProps) {
  const { t } = useTranslation('common');
  const landing = useLandingPath();
  return (
    <Result
      icon={<ToolOutlined />}
      title={
        <span data-testid={TEST_IDS.pageTitle}>
          {t('not_yet.title')} <Typography.Text code>{path}</Typography.Text>
        </span>
      }
      subTitle={t('not_yet.text')}
      extra={<LinkButton to={landing}>{t('go_to_start')}</LinkButton>}
    />
  );
}
