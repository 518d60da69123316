import { Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDealerOptions } from '../../api/dealers';
import { SchemaField } from '../../components/form/SchemaField';
import { useCustomerOptions } from './useCustomerOptions';

export type CustomerCompanyFieldsProps = { choosesDealer: boolean };

const SEARCHABLE = { optionFilterProp: 'label' } as const;

/** Company name, customer ID, business sector and type, the dealer (administrators only) and the NPWP. */
export function CustomerCompanyFields({ choosesDealer }: CustomerCompanyFieldsProps) {
  const { t } = useTranslation('customers');
  const { t: te } = useTranslation('errors');
  const { sectors, types } = useCustomerOptions();
  const dealers = useDealerOptions(choosesDealer);
  return (
    <>
      <SchemaField name="name" label={t('field.company_name')}>
        <Input maxLength={120} />
      </SchemaField>
      <SchemaField name="code" label={t('field.code')} extra={t('form.code_hint')}>
        <Input maxLength={30} />
      </SchemaField>
      <SchemaField
        name="business_sector"
        label={t('field.business_sector')}
        emptyMessage={te('business_sector_not_selected')}
      >
        <Select options={sectors} showSearch={SEARCHABLE} />
      </SchemaField>
      <SchemaField
        name="business_type"
        label={t('field.business_type')}
        emptyMessage={te('business_type_not_selected')}
      >
        <Select options={types} showSearch={SEARCHABLE} />
      </SchemaField>
      {choosesDealer && (
        <SchemaField name="dealer_id" label={t('field.dealer')} required emptyMessage={te('dealer_not_selected')}>
          <Select options={dealers.data ?? []} loading={dealers.isPending} showSearch={SEARCHABLE} />
        </SchemaField>
      )}
      <SchemaField name="npwp" label={t('field.npwp')} extra={t('form.npwp_hint')} invalidMessage={te('npwp_invalid')}>
        <Input maxLength={20} inputMode="numeric" />
      </SchemaField>
    </>
  );
}
