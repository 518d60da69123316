import { Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { REALM_ID, UserAccessEditBody, type CustomerAccessRow } from '@armada/domain';
import { ResourceForm } from '../../components/form/ResourceForm';
import { SchemaField } from '../../components/form/SchemaField';
import { ACCESS_RESOURCE } from './userAccessApi';
import { useRoleOptions } from './useRoleOptions';

export type CustomerAccessFormProps = { id: number; onDone: () => void };

const toValues = (row: CustomerAccessRow | undefined) => ({ user_type_id: row?.user_type_id ?? undefined });

/** A customer user's access is their role: choosing another one changes it at their next sign-in or refresh. */
export function CustomerAccessForm({ id, onDone }: CustomerAccessFormProps) {
  const { t } = useTranslation('userAccess');
  const roles = useRoleOptions(REALM_ID.customer);
  return (
    <ResourceForm<CustomerAccessRow>
      resource={ACCESS_RESOURCE}
      schema={UserAccessEditBody}
      id={id}
      toValues={toValues}
      onSaved={onDone}
      onCancel={onDone}
    >
      <Typography.Paragraph type="secondary">{t('access.change_hint')}</Typography.Paragraph>
      <SchemaField name="user_type_id" label={t('user.role')} emptyMessage={t('user.role_empty')}>
        <Select options={roles.options} loading={roles.isPending} />
      </SchemaField>
    </ResourceForm>
  );
}
