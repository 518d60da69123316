import { Card, Flex, Result, Typography } from 'antd';
import { CarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/PageTitle';

const PLANNED = ['assign', 'track', 'status', 'history'] as const;
const LIST_STYLE = { margin: 0, paddingInlineStart: 20, textAlign: 'start' } as const;

/** /job-management: the empty shell the spec keeps, saying what the screen will do. */
export function JobManagementPage() {
  const { t } = useTranslation('common');
  return (
    <Flex vertical gap={8}>
      <PageTitle>{t('job_management.title')}</PageTitle>
      <Card>
        <Result icon={<CarOutlined />} title={t('job_management.coming')} subTitle={t('job_management.text')}>
          <Typography.Text strong>{t('job_management.planned')}</Typography.Text>
          <ul style={LIST_STYLE}>
            {PLANNED.map((key) => (
              <li key={key}>{t(`job_management.plan.${key}`)}</li>
            ))}
          </ul>
        </Result>
      </Card>
    </Flex>
  );
}
