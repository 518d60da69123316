import { App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@armada/domain';
import { useChangePassword, type PasswordChange } from '../../api/user';
import { toApiError } from '../../api/ApiError';
import { ErrorMessage } from '../../components/ErrorMessage';
import { NewPasswordFields } from '../../components/NewPasswordFields';

export function ChangePasswordForm() {
  const { t } = useTranslation(['profile', 'auth', 'errors']);
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordChange>();
  const change = useChangePassword();

  const submit = (values: PasswordChange) =>
    change.mutate(values, {
      onSuccess: () => {
        form.resetFields();
        void message.success(t('profile:password_changed'));
      },
    });

  return (
    <Form<PasswordChange> form={form} layout="vertical" onFinish={submit} requiredMark={false}>
      <Form.Item
        name="old_password"
        label={t('auth:fields.old_password')}
        rules={[{ required: true, message: t('errors:fill_blank', { defaultValue: MESSAGES.fill_blank }) }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <NewPasswordFields />
      {change.error && <ErrorMessage error={toApiError(change.error)} />}
      <Button type="primary" htmlType="submit" loading={change.isPending} style={{ marginTop: 8 }}>
        {t('auth:change.submit')}
      </Button>
    </Form>
  );
}
