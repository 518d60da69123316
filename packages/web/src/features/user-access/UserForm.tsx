import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { UserProfileAddBody, UserProfileEditBody, type AccountRow } from '@armada/domain';
import { ResourceForm } from '../../components/form/ResourceForm';
import { SchemaField } from '../../components/form/SchemaField';
import { AUTOCOMPLETE } from '../../components/ui';
import { UserAccessFields } from './UserAccessFields';
import { USER_RESOURCE } from './userAccessApi';

export type UserFormProps = { id: number | null; onDone: () => void };

const toValues = (row: AccountRow | undefined) =>
  row
    ? {
        name: row.name,
        email: row.email ?? '',
        phone: row.phone ?? '',
        organization_id: row.organization_id,
        user_type_id: row.user_type_id ?? undefined,
        isorgadmin: row.isorgadmin,
        access_type: row.access_type,
      }
    : {};

/**
 * Create or edit a user. No password is ever typed here: a new user gets an e-mail with a link to
 * choose one, and the username stays once created.
 */
export function UserForm({ id, onDone }: UserFormProps) {
  const { t } = useTranslation('userAccess');
  return (
    <ResourceForm<AccountRow>
      resource={USER_RESOURCE}
      schema={id === null ? UserProfileAddBody : UserProfileEditBody}
      id={id}
      toValues={toValues}
      onSaved={onDone}
      onCancel={onDone}
      successText={id === null ? t('user.created') : undefined}
    >
      {id === null && (
        <SchemaField name="username" label={t('user.username')} extra={t('user.username_hint')}>
          <Input maxLength={60} autoComplete={AUTOCOMPLETE.username} />
        </SchemaField>
      )}
      <SchemaField name="name" label={t('user.name')}>
        <Input maxLength={120} autoComplete={AUTOCOMPLETE.name} />
      </SchemaField>
      <SchemaField name="email" label={t('user.email')} required extra={id === null ? t('user.email_hint') : undefined}>
        <Input maxLength={200} autoComplete={AUTOCOMPLETE.email} />
      </SchemaField>
      <SchemaField name="phone" label={t('user.phone')}>
        <Input maxLength={30} autoComplete={AUTOCOMPLETE.tel} />
      </SchemaField>
      <UserAccessFields />
    </ResourceForm>
  );
}
