import { useEffect } from 'react';
import { App, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  DISPLAY_TIME_ZONES,
  isEmail,
  MESSAGES,
  NUMBER_STYLES,
  type EditProfileBody,
  type Profile,
} from '@armada/domain';
import { useEditProfile } from '../../api/user';
import { toApiError } from '../../api/ApiError';
import { ErrorMessage } from '../../components/ErrorMessage';
import { SubmitButton } from '../../components/SubmitButton';
import { AUTOCOMPLETE, VERTICAL_FORM } from '../../components/ui';

const FIELD = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  timeZone: 'time_zone',
  numberStyle: 'number_style',
} as const satisfies Record<string, keyof EditProfileBody>;

export type EditProfileFormProps = { profile: Profile };

export function EditProfileForm({ profile }: EditProfileFormProps) {
  const { t } = useTranslation(['profile', 'errors']);
  const { message } = App.useApp();
  const [form] = Form.useForm<EditProfileBody>();
  const edit = useEditProfile();

  useEffect(() => {
    form.setFieldsValue({
      name: profile.name ?? '',
      email: profile.email ?? '',
      phone: profile.phone ?? '',
      time_zone: profile.time_zone,
      number_style: profile.number_style,
    });
  }, [form, profile]);

  const save = (values: EditProfileBody) =>
    edit.mutate(
      {
        name: values.name.trim(),
        email: values.email?.trim(),
        phone: values.phone?.trim(),
        time_zone: values.time_zone,
        number_style: values.number_style,
      },
      { onSuccess: () => void message.success(t('profile:saved')) },
    );

  return (
    <Form<EditProfileBody> form={form} {...VERTICAL_FORM} onFinish={save} onFinishFailed={() => edit.reset()}>
      <Form.Item
        name={FIELD.name}
        label={t('profile:fields.name')}
        rules={[
          { required: true, whitespace: true, message: t('errors:fill_blank', { defaultValue: MESSAGES.fill_blank }) },
        ]}
      >
        <Input autoComplete={AUTOCOMPLETE.name} maxLength={100} />
      </Form.Item>
      <Form.Item
        name={FIELD.email}
        label={t('profile:fields.email')}
        rules={[
          { required: true, whitespace: true, message: t('errors:fill_blank', { defaultValue: MESSAGES.fill_blank }) },
          {
            validator: (_, value: string | undefined) =>
              !value || isEmail(value.trim())
                ? Promise.resolve()
                : Promise.reject(new Error(t('errors:invalid_email', { defaultValue: MESSAGES.invalid_email }))),
          },
        ]}
      >
        <Input type="email" autoComplete={AUTOCOMPLETE.email} maxLength={254} />
      </Form.Item>
      <Form.Item name={FIELD.phone} label={t('profile:fields.phone')}>
        <Input type="tel" autoComplete={AUTOCOMPLETE.tel} maxLength={32} />
      </Form.Item>
      <Form.Item name={FIELD.timeZone} label={t('profile:fields.time_zone')} extra={t('profile:display_hint')}>
        <Select options={DISPLAY_TIME_ZONES.map((zone) => ({ value: zone, label: t(`profile:time_zones.${zone}`) }))} />
      </Form.Item>
      <Form.Item name={FIELD.numberStyle} label={t('profile:fields.number_style')}>
        <Select
          options={NUMBER_STYLES.map((style) => ({ value: style, label: t(`profile:number_styles.${style}`) }))}
        />
      </Form.Item>
      {edit.error && <ErrorMessage error={toApiError(edit.error)} />}
      <SubmitButton loading={edit.isPending}>{t('profile:save')}</SubmitButton>
    </Form>
  );
}
