import { useState } from 'react';
import { Button, Flex, Form, Result, Typography } from 'antd';
import type { MessageCode } from '@armada/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useResetPassword } from '../../api/user';
import { toApiError } from '../../api/ApiError';
import { AuthShell } from '../../components/AuthShell';
import { ErrorMessage } from '../../components/ErrorMessage';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { PageTitle } from '../../components/PageTitle';
import { useErrorText } from '../../components/useErrorText';
import { SubmitButton } from '../../components/SubmitButton';
import { TEST_IDS, VERTICAL_FORM } from '../../components/ui';

type Reason = 'expired' | 'weak' | 'reset';
type NewPassword = { password: string; confirm_password: string };

const SUCCESS = { status: 'success' } as const;
const INVALID_TOKEN: MessageCode = 'invalid_token';
const MUST_CHANGE: MessageCode = 'must_change_password';
const LOGIN_PATH = '/login';

function reasonOf(value: string | null): Reason {
  return value === 'expired' || value === 'weak' ? value : 'reset';
}

export function ChangePasswordPage() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  const reason = reasonOf(params.get('reason'));
  const forced = reason !== 'reset';
  const reset = useResetPassword();
  const [mustChange, setMustChange] = useState(false);
  const toLogin = () => void navigate(LOGIN_PATH);

  if (reset.isSuccess) {
    return (
      <AuthShell>
        <Result
          {...SUCCESS}
          title={<span data-testid={TEST_IDS.pageTitle}>{t('change.done_title')}</span>}
          subTitle={t('change.done_text')}
          extra={
            <Button type="primary" onClick={toLogin}>
              {t('change.sign_in')}
            </Button>
          }
        />
      </AuthShell>
    );
  }

  const submit = (values: NewPassword) => reset.mutate({ t: token, ...values });
  const title = forced
    ? errorText(reason === 'expired' ? 'password_expired' : 'password_weak')
    : t('change.title_reset');

  return (
    <AuthShell>
      <PageTitle>{title}</PageTitle>
      <Typography.Paragraph type="secondary">{t('change.intro')}</Typography.Paragraph>
      <Flex vertical gap={12} style={{ marginBottom: 12 }}>
        {!token && <ErrorMessage error={INVALID_TOKEN} />}
        {reset.error && <ErrorMessage error={toApiError(reset.error)} />}
        {mustChange && <ErrorMessage error={MUST_CHANGE} />}
      </Flex>
      <Form<NewPassword> {...VERTICAL_FORM} onFinish={submit} disabled={!token}>
        <NewPasswordFields />
        <Flex gap={8} wrap style={{ justifyContent: 'space-between' }}>
          <Button onClick={() => (forced ? setMustChange(true) : toLogin())} disabled={false}>
            {t('change.back_to_login')}
          </Button>
          <SubmitButton loading={reset.isPending}>{t('change.submit')}</SubmitButton>
        </Flex>
      </Form>
    </AuthShell>
  );
}
