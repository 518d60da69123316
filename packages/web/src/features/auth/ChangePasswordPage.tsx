import { useState } from 'react';
import { Button, Flex, Form, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useResetPassword } from '../../api/user';
import { toApiError } from '../../api/ApiError';
import { AuthShell } from '../../components/AuthShell';
import { ErrorMessage } from '../../components/ErrorMessage';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { PageTitle } from '../../components/PageTitle';
import { useErrorText } from '../../components/useErrorText';

type Reason = 'expired' | 'weak' | 'reset';
type NewPassword = { password: string; confirm_password: string };

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

  if (reset.isSuccess) {
    return (
      <AuthShell>
        <Result
          status="success"
          title={<span data-testid="page-title">{t('change.done_title')}</span>}
          subTitle={t('change.done_text')}
          extra={<Button type="primary" onClick={() => navigate('/login')}>{t('change.sign_in')}</Button>}
        />
      </AuthShell>
    );
  }

  const submit = (values: NewPassword) => reset.mutate({ t: token, ...values });
  const title = forced ? errorText(reason === 'expired' ? 'password_expired' : 'password_weak') : t('change.title_reset');

  return (
    <AuthShell>
      <PageTitle>{title}</PageTitle>
      <Typography.Paragraph type="secondary">{t('change.intro')}</Typography.Paragraph>
      <Flex vertical gap={12} style={{ marginBottom: 12 }}>
        {!token && <ErrorMessage error="invalid_token" />}
        {reset.error && <ErrorMessage error={toApiError(reset.error)} />}
        {mustChange && <ErrorMessage error="must_change_password" />}
      </Flex>
      <Form<NewPassword> layout="vertical" onFinish={submit} requiredMark={false} disabled={!token}>
        <NewPasswordFields />
        <Flex gap={8} wrap justify="space-between">
          <Button onClick={() => (forced ? setMustChange(true) : navigate('/login'))} disabled={false}>
            {t('change.back_to_login')}
          </Button>
          <Button type="primary" htmlType="submit" loading={reset.isPending}>
            {t('change.submit')}
          </Button>
        </Flex>
      </Form>
    </AuthShell>
  );
}
