import { Alert, Button, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@armada/domain';
import { useForgotPassword } from '../../api/user';
import { toApiError } from '../../api/ApiError';
import { AuthShell } from '../../components/AuthShell';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageTitle } from '../../components/PageTitle';
import { SubmitButton } from '../../components/SubmitButton';
import { AUTOCOMPLETE, ROLE, TEST_IDS, VERTICAL_FORM } from '../../components/ui';

type Request = { username: string };

const USERNAME: keyof Request = 'username';
const LOGIN_PATH = '/login';

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
          role={ROLE.status}
          data-testid={TEST_IDS.successMessage}
          title={t('errors:reset_link_sent', { defaultValue: MESSAGES.reset_link_sent })}
        />
      ) : (
        <Form<Request> {...VERTICAL_FORM} onFinish={(values) => forgot.mutate(values.username.trim())}>
          <Form.Item
            name={USERNAME}
            label={t('auth:fields.username_or_email')}
            rules={[
              {
                required: true,
                whitespace: true,
                message: t('errors:fill_blank', { defaultValue: MESSAGES.fill_blank }),
              },
            ]}
          >
            <Input autoComplete={AUTOCOMPLETE.username} />
          </Form.Item>
          {forgot.error && <ErrorMessage error={toApiError(forgot.error)} />}
          <SubmitButton block loading={forgot.isPending}>
            {t('auth:forgot.submit')}
          </SubmitButton>
        </Form>
      )}
      <Flex style={{ marginTop: 16, justifyContent: 'center' }}>
        <Button type="link" onClick={() => void navigate(LOGIN_PATH)}>
          {t('auth:change.back_to_login')}
        </Button>
      </Flex>
    </AuthShell>
  );
}
