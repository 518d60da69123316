import { Alert, Button, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@armada/domain';
import { useForgotPassword } from '../../api/user';
import { toApiError } from '../../api/ApiError';
import { AuthShell } from '../../components/AuthShell';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageTitle } from '../../components/PageTitle';

type Request = { username: string };

export function ForgotPasswordPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const navigate = useNavigate();
  const forgot = useForgotPassword();

  return (
    <AuthShell>
      <PageTitle>{t('auth:forgot.title')}</PageTitle>
      <Typography.Paragraph type="secondary">{t('auth:forgot.intro')}</Typography.Paragraph>
      {forgot.isSuccess ? (
        <Alert
          type="success"
          showIcon
          role="status"
          data-testid="success-message"
          title={t('errors:reset_link_sent', { defaultValue: MESSAGES.reset_link_sent })}
        />
      ) : (
        <Form<Request> layout="vertical" requiredMark={false} onFinish={(values) => forgot.mutate(values.username.trim())}>
          <Form.Item
            name="username"
            label={t('auth:fields.username_or_email')}
            rules={[{ required: true, whitespace: true, message: t('errors:fill_blank', { defaultValue: MESSAGES.fill_blank }) }]}
          >
            <Input autoComplete="username" />
          </Form.Item>
          {forgot.error && <ErrorMessage error={toApiError(forgot.error)} />}
          <Button type="primary" htmlType="submit" block loading={forgot.isPending} style={{ marginTop: 8 }}>
            {t('auth:forgot.submit')}
          </Button>
        </Form>
      )}
      <Flex justify="center" style={{ marginTop: 16 }}>
        <Button type="link" onClick={() => navigate('/login')}>
          {t('auth:change.back_to_login')}
        </Button>
      </Flex>
    </AuthShell>
  );
}
