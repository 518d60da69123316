import { Button, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useApprovePrivacyPolicy, usePrivacyPolicyInfo } from '../../api/user';
import { toApiError } from '../../api/ApiError';
import { AuthShell } from '../../components/AuthShell';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageTitle } from '../../components/PageTitle';
import { PolicyText } from '../static/PolicyText';
import { finishSignIn } from './finishSignIn';

const LOGOUT_PATH = '/logout';

/** A super admin reads and approves the privacy policy for the organisation, which completes the sign-in. */
export function PrivacyPolicyApprovalPage() {
  const { t } = useTranslation('auth');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const info = usePrivacyPolicyInfo(token);
  const approve = useApprovePrivacyPolicy(token);

  const onApprove = () =>
    approve.mutate(undefined, {
      onSuccess: async (session) => {
        const target = await finishSignIn(session);
        if (target) navigate(target, { replace: true });
      },
    });

  return (
    <AuthShell wide>
      <PageTitle>{t('privacy.title')}</PageTitle>
      {info.isPending && <Skeleton active />}
      {info.error && <ErrorMessage error={toApiError(info.error)} />}
      {info.data && (
        <>
          <Typography.Paragraph>
            {t('privacy.intro', { organization: info.data.organization_name, username: info.data.username })}
          </Typography.Paragraph>
          <div
            style={{ maxHeight: 360, overflowY: 'auto', border: '1px solid #f0f0f0', padding: 16, marginBottom: 16 }}
          >
            <PolicyText />
          </div>
          {approve.error && <ErrorMessage error={toApiError(approve.error)} />}
        </>
      )}
      <Flex gap={8} wrap style={{ marginTop: 16, justifyContent: 'flex-end' }}>
        <Button onClick={() => void navigate(LOGOUT_PATH)}>{t('privacy.logout')}</Button>
        <Button type="primary" disabled={!info.data} loading={approve.isPending} onClick={onApprove}>
          {t('privacy.approve')}
        </Button>
      </Flex>
    </AuthShell>
  );
}
