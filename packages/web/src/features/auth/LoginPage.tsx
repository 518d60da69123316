import { useEffect, useRef } from 'react';
import { Button, Flex, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { landingPath, type MessageCode } from '@armada/domain';
import { ssoLoginUrl, verifySsoToken } from '../../api/sso';
import { toApiError } from '../../api/ApiError';
import { AuthShell } from '../../components/AuthShell';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageTitle } from '../../components/PageTitle';
import { failLogin, getAuth, startLogin } from '../../session/authStore';
import { finishSignIn } from './finishSignIn';
import { useAuth } from './useAuth';

const INVALID_TOKEN: MessageCode = 'invalid_token';

/** The sign-in page lives in the sign-in service; this screen hands over to it and takes the answer back. */
export function LoginPage() {
  const { t, i18n } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { status, errorCode } = useAuth();
  const ssoToken = params.get('ssoToken');
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const { viewer } = getAuth();
    if (ssoToken) {
      // The one-time return parameters leave the address bar (and any Referer) before anything else loads.
      window.history.replaceState(window.history.state, '', window.location.pathname);
      startLogin();
      verifySsoToken(ssoToken)
        .then((answer) => finishSignIn({ token: answer.token, globalSessionID: answer.globalSessionID, ssoToken }))
        .then((target) => target && navigate(target, { replace: true }))
        .catch((error: unknown) => failLogin(toApiError(error).code));
    } else if (viewer) {
      navigate(landingPath(viewer), { replace: true });
    } else {
      window.location.assign(ssoLoginUrl(i18n.language));
    }
  }, [ssoToken, navigate, i18n.language]);

  return (
    <AuthShell>
      <PageTitle>{t('login.title')}</PageTitle>
      {status === 'error' ? (
        <Flex vertical gap={16}>
          <ErrorMessage error={errorCode ?? INVALID_TOKEN} />
          <Button type="primary" onClick={() => window.location.assign(ssoLoginUrl(i18n.language))}>
            {t('login.sign_in_again')}
          </Button>
        </Flex>
      ) : (
        <Flex vertical gap={12} style={{ padding: 24, alignItems: 'center' }}>
          <Spin />
          <Typography.Text type="secondary">{t(ssoToken ? 'login.verifying' : 'login.redirecting')}</Typography.Text>
        </Flex>
      )}
    </AuthShell>
  );
}
