import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCities, useDistricts, useProvinces } from '../../api/areas';
import { SchemaField } from '../../components/form/SchemaField';

const SEARCHABLE = { optionFilterProp: 'label' } as const;

export type AreaFieldsProps = {
  /** In a search form nothing is required and the fields may stay empty. */
  optional?: boolean;
};

/** Province → city → sub district, each list loaded for the choice above it; a new choice clears those below. */
export function AreaFields({ optional = false }: AreaFieldsProps) {
  const { t } = useTranslation('customers');
  const { t: te } = useTranslation('errors');
  const form = Form.useFormInstance();
  const provinceId = Form.useWatch<string | undefined>('province_id', form);
  const cityId = Form.useWatch<string | undefined>('city_id', form);
  const provinces = useProvinces();
  const cities = useCities(provinceId);
  const districts = useDistricts(cityId);
  const empty = (code: 'province_not_selected' | 'city_not_selected' | 'district_not_selected') =>
    optional ? undefined : te(code);
  return (
    <>
      <SchemaField name="province_id" label={t('field.province')} emptyMessage={empty('province_not_selected')}>
        <Select
          options={provinces.data ?? []}
          loading={provinces.isPending}
          showSearch={SEARCHABLE}
          allowClear={optional}
          onChange={() => form.setFieldsValue({ city_id: undefined, district_id: undefined })}
        />
      </SchemaField>
      <SchemaField name="city_id" label={t('field.city')} emptyMessage={empty('city_not_selected')}>
        <Select
          options={cities.data ?? []}
          loading={cities.isFetching}
          disabled={!provinceId}
          showSearch={SEARCHABLE}
          allowClear={optional}
          onChange={() => form.setFieldsValue({ district_id: undefined })}
        />
      </SchemaField>
      <SchemaField name="district_id" label={t('field.district')} emptyMessage={empty('district_not_selected')}>
        <Select
          options={districts.data ?? []}
          loading={districts.isFetching}
          disabled={!cityId}
          showSearch={SEARCHABLE}
          allowClear={optional}
        />
      </SchemaField>
    </>
  );
}
