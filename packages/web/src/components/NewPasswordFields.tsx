import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { isStrongPassword, MESSAGES } from '@armada/domain';
import { PasswordHints } from './PasswordHints';
import { AUTOCOMPLETE } from './ui';

const FIELD = { password: 'password', confirm: 'confirm_password' } as const;

/** New password with live policy hints, and its confirmation; for any form holding both fields. */
export function NewPasswordFields() {
  const { t } = useTranslation(['auth', 'errors']);
  const form = Form.useFormInstance();
  const password = Form.useWatch<string | undefined>(FIELD.password, form) ?? '';

  return (
    <>
      <Form.Item
        name={FIELD.password}
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
        <Input.Password autoComplete={AUTOCOMPLETE.newPassword} />
      </Form.Item>
      <PasswordHints password={password} />
      <Form.Item
        name={FIELD.confirm}
        label={t('auth:fields.confirm_password')}
        dependencies={[FIELD.password]}
        rules={[
          { required: true, message: t('errors:fill_blank', { defaultValue: MESSAGES.fill_blank }) },
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) =>
              !value || getFieldValue(FIELD.password) === value
                ? Promise.resolve()
                : Promise.reject(
                    new Error(t('errors:password_not_match', { defaultValue: MESSAGES.password_not_match })),
                  ),
          }),
        ]}
      >
        <Input.Password autoComplete={AUTOCOMPLETE.newPassword} />
      </Form.Item>
    </>
  );
}
