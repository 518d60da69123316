import { App, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@armada/domain';
import type { ChangePasswordBody } from '@armada/domain';
import { useChangePassword } from '../../api/user';
import { toApiError } from '../../api/ApiError';
import { ErrorMessage } from '../../components/ErrorMessage';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { SubmitButton } from '../../components/SubmitButton';
import { AUTOCOMPLETE, VERTICAL_FORM } from '../../components/ui';

const OLD_PASSWORD: keyof ChangePasswordBody = 'old_password';

export function ChangePasswordForm() {
  const { t } = useTranslation(['profile', 'auth', 'errors']);
  const { message } = App.useApp();
  const [form] = Form.useForm<ChangePasswordBody>();
  const change = useChangePassword();

  const submit = (values: ChangePasswordBody) =>
    change.mutate(values, {
      onSuccess: () => {
        form.resetFields();
        void message.success(t('profile:password_changed'));
      },
    });

  return (
    <Form<ChangePasswordBody> form={form} {...VERTICAL_FORM} onFinish={submit} onFinishFailed={() => change.reset()}>
      <Form.Item
        name={OLD_PASSWORD}
        label={t('auth:fields.old_password')}
        rules={[{ required: true, message: t('errors:fill_blank', { defaultValue: MESSAGES.fill_blank }) }]}
      >
        <Input.Password autoComplete={AUTOCOMPLETE.currentPassword} />
      </Form.Item>
      <NewPasswordFields />
      {change.error && <ErrorMessage error={toApiError(change.error)} />}
      <SubmitButton loading={change.isPending}>{t('auth:change.submit')}</SubmitButton>
    </Form>
  );
}
