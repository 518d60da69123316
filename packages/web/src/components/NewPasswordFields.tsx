import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { isStrongPassword, MESSAGES } from '@armada/domain';
import { PasswordHints } from './PasswordHints';

/** New password with live policy hints, and its confirmation; for any form holding both fields. */
export function NewPasswordFields() {
  const { t } = useTranslation(['auth', 'errors']);
  const form = Form.useFormInstance();
  const password = Form.useWatch<string | undefined>('password', form) ?? '';

  return (
    <>
      <Form.Item
        name="password"
        label={t('auth:fields.new_password')}
        rules={[
          { required: true, message: t('errors:fill_blank', { defaultValue: MESSAGES.fill_blank }) },
          {
            validator: (_, value: string | undefined) =>
              !value || isStrongPassword(value)
                ? Promise.resolve()
                : Promise.reject(new Error(t('errors:password_policy', { defaultValue: MESSAGES.password_policy }))),
          },
        ]}
        style={{ marginBottom: 8 }}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <PasswordHints password={password} />
      <Form.Item
        name="confirm_password"
        label={t('auth:fields.confirm_password')}
        dependencies={['password']}
        rules={[
          { required: true, message: t('errors:fill_blank', { defaultValue: MESSAGES.fill_blank }) },
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) =>
              !value || getFieldValue('password') === value
                ? Promise.resolve()
                : Promise.reject(new Error(t('errors:password_not_match', { defaultValue: MESSAGES.password_not_match }))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
