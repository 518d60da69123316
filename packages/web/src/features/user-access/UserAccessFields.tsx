import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { grantableLevels, ISORGADMIN, type OrganizationRow } from '@armada/domain';
import { useResourceView } from '../../api/resource';
import { SchemaField } from '../../components/form/SchemaField';
import { useAuth } from '../auth/useAuth';
import { ORG_RESOURCE } from './organizationsApi';
import { OrganizationSelect } from './OrganizationSelect';
import { useRoleOptions } from './useRoleOptions';
import { useLevelOptions, useAccessTypeOptions } from './useUserOptions';

/** Stands for "an organisation (and realm) other than the user's own" before one is chosen. */
const NO_ORGANIZATION = 0;

/**
 * A user's organisation, role, level and access type. The roles offered are those of the chosen
 * organisation's realm, and the levels those the signed-in user may give there.
 */
export function UserAccessFields() {
  const { t } = useTranslation('userAccess');
  const { viewer } = useAuth();
  const form = Form.useFormInstance();
  const orgId = Form.useWatch<number | undefined>('organization_id', form);
  const org = useResourceView<OrganizationRow>(ORG_RESOURCE, orgId ?? null);
  const roles = useRoleOptions(org.data?.realm_id, org.data !== undefined);
  // Until an organisation is chosen, only root (0) is out of reach for everyone but root.
  const place = { organization_id: orgId ?? NO_ORGANIZATION, realm_id: org.data?.realm_id ?? NO_ORGANIZATION };
  const grantable = viewer === null ? [] : grantableLevels(viewer, place);
  const levels = useLevelOptions().map((level) => ({ ...level, disabled: !grantable.includes(level.value) }));
  const accessTypes = useAccessTypeOptions();
  return (
    <>
      <SchemaField name="organization_id" label={t('user.organization')} emptyMessage={t('user.organization_empty')}>
        <OrganizationSelect onChange={() => form.setFieldValue('user_type_id', undefined)} />
      </SchemaField>
      <SchemaField name="user_type_id" label={t('user.role')} emptyMessage={t('user.role_empty')}>
        <Select options={roles.options} loading={roles.isPending} disabled={orgId === undefined} />
      </SchemaField>
      <SchemaField name="isorgadmin" label={t('user.level')} initialValue={ISORGADMIN.user}>
        <Select options={levels} />
      </SchemaField>
      <SchemaField name="access_type" label={t('user.access_type')} initialValue={1}>
        <Select options={accessTypes} />
      </SchemaField>
    </>
  );
}
