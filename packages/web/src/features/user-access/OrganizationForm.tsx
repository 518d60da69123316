import { Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { REALM_ID, UserOrgAddBody, UserOrgEditBody, type OrganizationRow } from '@armada/domain';
import { ResourceForm } from '../../components/form/ResourceForm';
import { SchemaField } from '../../components/form/SchemaField';
import { useDealerOptions } from '../../api/dealers';
import { ORG_RESOURCE } from './organizationsApi';
import { useRealmOptions } from './useRealmOptions';

export type OrganizationFormProps = {
  id: number | null;
  /** Administrators choose any realm; a dealer creates customers only. */
  anyRealm: boolean;
  onDone: () => void;
};

const FULL = { width: '100%' } as const;

const toValues = (row: OrganizationRow | undefined) =>
  row ? { ...row, code: row.code ?? '' } : { realm_id: REALM_ID.customer };

/** Create or edit an organisation (customer, dealer, leasing company ...). */
export function OrganizationForm({ id, anyRealm, onDone }: OrganizationFormProps) {
  const { t } = useTranslation('userAccess');
  const realms = useRealmOptions();
  const dealers = useDealerOptions();
  return (
    <ResourceForm<OrganizationRow>
      resource={ORG_RESOURCE}
      schema={id === null ? UserOrgAddBody : UserOrgEditBody}
      id={id}
      toValues={toValues}
      onSaved={onDone}
      onCancel={onDone}
    >
      <SchemaField name="name" label={t('org.name')}>
        <Input maxLength={120} />
      </SchemaField>
      <SchemaField name="code" label={t('org.code')}>
        <Input maxLength={30} />
      </SchemaField>
      {id === null && (
        <SchemaField name="realm_id" label={t('org.realm')}>
          <Select options={anyRealm ? realms : realms.filter((r) => r.value === REALM_ID.customer)} />
        </SchemaField>
      )}
      {anyRealm && (
        <SchemaField name="dealer_id" label={t('org.dealer')}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            options={dealers.data ?? []}
            loading={dealers.isPending}
          />
        </SchemaField>
      )}
      <SchemaField name="address" label={t('org.address')}>
        <Input.TextArea maxLength={300} autoSize={{ minRows: 2 }} />
      </SchemaField>
      <SchemaField name="phone" label={t('org.phone')}>
        <Input maxLength={30} />
      </SchemaField>
      <SchemaField name="email" label={t('org.email')}>
        <Input maxLength={200} />
      </SchemaField>
      <SchemaField name="latitude" label={t('org.latitude')}>
        <InputNumber style={FULL} min={-90} max={90} step={0.0001} />
      </SchemaField>
      <SchemaField name="longitude" label={t('org.longitude')}>
        <InputNumber style={FULL} min={-180} max={180} step={0.0001} />
      </SchemaField>
    </ResourceForm>
  );
}
