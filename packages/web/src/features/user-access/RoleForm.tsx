import { Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { joinPermissionKeys, REALM_ID, UserTypeAddBody, UserTypeEditBody, type RoleRow } from '@armada/domain';
import { ResourceForm } from '../../components/form/ResourceForm';
import { SchemaField } from '../../components/form/SchemaField';
import { PermissionKeyPicker } from './PermissionKeyPicker';
import { ROLE_RESOURCE } from './userAccessApi';
import { useRealmOptions } from './useRealmOptions';

export type RoleFormProps = { id: number | null; onDone: () => void };

const toValues = (row: RoleRow | undefined) =>
  row
    ? { name: row.name, description: row.description, permission_keys: joinPermissionKeys(row.permission_keys) }
    : { realm_id: REALM_ID.customer };

/** Create or edit a role: its name, realm (fixed once created), description and permission keys. */
export function RoleForm({ id, onDone }: RoleFormProps) {
  const { t } = useTranslation('userAccess');
  const realms = useRealmOptions();
  return (
    <ResourceForm<RoleRow>
      resource={ROLE_RESOURCE}
      schema={id === null ? UserTypeAddBody : UserTypeEditBody}
      id={id}
      toValues={toValues}
      onSaved={onDone}
      onCancel={onDone}
    >
      <SchemaField name="name" label={t('role.name')}>
        <Input maxLength={60} />
      </SchemaField>
      {id === null && (
        <SchemaField name="realm_id" label={t('role.realm')}>
          <Select options={realms} />
        </SchemaField>
      )}
      <SchemaField name="description" label={t('role.description')}>
        <Input.TextArea maxLength={300} autoSize={{ minRows: 2 }} />
      </SchemaField>
      <SchemaField name="permission_keys" label={t('role.keys')} emptyMessage={t('role.keys_empty')}>
        <PermissionKeyPicker />
      </SchemaField>
    </ResourceForm>
  );
}
