import { Input } from 'antd';
import { postCodeFitsProvince } from '@armada/domain';
import { useTranslation } from 'react-i18next';
import { SchemaField } from '../../components/form/SchemaField';
import { AUTOCOMPLETE } from '../../components/ui';
import { AreaFields } from './AreaFields';

export type CustomerContactFieldsProps = { adding: boolean };

/** A post code of another province than the one chosen (the server refuses it too). */
function postCodeProblem(values: Record<string, unknown>): 'post_code_province' | null {
  const { post_code: postCode, province_id: province } = values;
  if (typeof postCode !== 'string' || typeof province !== 'string' || !postCode || !province) return null;
  return postCodeFitsProvince(postCode, province) ? null : 'post_code_province';
}

/** Address with the cascading areas and post code, the contact person, and the super admin's phone and e-mail. */
export function CustomerContactFields({ adding }: CustomerContactFieldsProps) {
  const { t } = useTranslation('customers');
  const { t: te } = useTranslation('errors');
  const invalid = te('invalid_contact');
  return (
    <>
      <SchemaField name="address" label={t('field.address')} invalidMessage={invalid}>
        <Input.TextArea maxLength={300} autoSize={{ minRows: 2 }} />
      </SchemaField>
      <AreaFields />
      <SchemaField
        name="post_code"
        label={t('field.post_code')}
        invalidMessage={te('post_code_invalid')}
        dependencies={['province_id']}
        check={postCodeProblem}
      >
        <Input maxLength={5} inputMode="numeric" />
      </SchemaField>
      <SchemaField name="contact_name" label={t('field.contact_person')}>
        <Input maxLength={80} autoComplete={AUTOCOMPLETE.name} />
      </SchemaField>
      <SchemaField name="job_title" label={t('field.job_title')}>
        <Input maxLength={80} />
      </SchemaField>
      <SchemaField
        name="phone"
        label={t('field.super_admin_phone')}
        extra={t('form.phone_hint')}
        invalidMessage={invalid}
      >
        <Input maxLength={16} inputMode="tel" autoComplete={AUTOCOMPLETE.tel} />
      </SchemaField>
      <SchemaField
        name="email"
        label={t('field.super_admin_email')}
        extra={t(adding ? 'form.email_hint' : 'form.email_edit_hint')}
        invalidMessage={invalid}
      >
        <Input maxLength={200} inputMode="email" autoComplete={AUTOCOMPLETE.email} />
      </SchemaField>
    </>
  );
}
