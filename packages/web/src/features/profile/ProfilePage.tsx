import { Card, Descriptions, Skeleton, Tag, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { roleOf } from '@armada/domain';
import { useProfile } from '../../api/user';
import { toApiError } from '../../api/ApiError';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageTitle } from '../../components/PageTitle';
import { formatDateTime } from '../../components/formatDate';

const GREEN = 'green';
const ORANGE = 'orange';
const DESCRIPTIONS = { size: 'small', bordered: true, layout: 'vertical' } as const satisfies DescriptionsProps;

export function ProfilePage() {
  const { t } = useTranslation('profile');
  const profile = useProfile();
  const data = profile.data;
  const text = (value: string | null | undefined) => (value ? value : '-');

  return (
    <>
      <PageTitle>{t('profile.title')}</PageTitle>
      <Card>
        {profile.isPending && <Skeleton active />}
        {profile.error && <ErrorMessage error={toApiError(profile.error)} />}
        {data && (
          <Descriptions column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 3 }} {...DESCRIPTIONS}>
            <Descriptions.Item label={t('fields.username')}>{data.username}</Descriptions.Item>
            <Descriptions.Item label={t('fields.name')}>{text(data.name)}</Descriptions.Item>
            <Descriptions.Item label={t('fields.role')}>
              {t(`roles.${roleOf(data.isorgadmin)}`, { defaultValue: data.role })}
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.organization')}>{text(data.organization_name)}</Descriptions.Item>
            <Descriptions.Item label={t('fields.realm')}>{text(data.realm)}</Descriptions.Item>
            <Descriptions.Item label={t('fields.email')}>{text(data.email)}</Descriptions.Item>
            <Descriptions.Item label={t('fields.phone')}>{text(data.phone)}</Descriptions.Item>
            <Descriptions.Item label={t('fields.password_changed_at')}>
              {formatDateTime(data.password_changed_at)}
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.password_expires_at')}>
              {formatDateTime(data.password_expires_at)}
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.privacy_policy')}>
              {data.privacy_policy_approved_at ? (
                <Tag color={GREEN}>
                  {t('privacy_approved', { date: formatDateTime(data.privacy_policy_approved_at) })}
                </Tag>
              ) : (
                <Tag color={ORANGE}>{t('privacy_not_approved')}</Tag>
              )}
            </Descriptions.Item>
          </Descriptions>
        )}
      </Card>
    </>
  );
}
