import { Card, Col, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../api/user';
import { toApiError } from '../../api/ApiError';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageTitle } from '../../components/PageTitle';
import { ChangePasswordForm } from './ChangePasswordForm';
import { EditProfileForm } from './EditProfileForm';

const SMALL = 'small';

export function MyAccountPage() {
  const { t } = useTranslation('profile');
  const profile = useProfile();

  return (
    <>
      <PageTitle>{t('account.title')}</PageTitle>
      {profile.error && <ErrorMessage error={toApiError(profile.error)} />}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title={t('account.details')} size={SMALL}>
            {profile.data ? <EditProfileForm profile={profile.data} /> : <Skeleton active />}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('account.password')} size={SMALL}>
            <ChangePasswordForm />
          </Card>
        </Col>
      </Row>
    </>
  );
}
