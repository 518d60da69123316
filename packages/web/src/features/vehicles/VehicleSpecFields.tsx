import { Form, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { NOT_SELECTED_CODES } from '@armada/domain';
import { SchemaField } from '../../components/form/SchemaField';
import { DateField } from '../../components/form/DateField';
import { useVehicleOptions } from './useVehicleOptions';

const FULL = { width: '100%' } as const;

/** Brand, model, body, colour, transmission, year, euro, odometer and papers; empty choices say 'has not been selected'. */
export function VehicleSpecFields() {
  const { t } = useTranslation('vehicles');
  const { t: te } = useTranslation('errors');
  const form = Form.useFormInstance();
  const current = {
    brand: Form.useWatch<string | undefined>('brand', form),
    model: Form.useWatch<string | undefined>('model', form),
    vehicle_type: Form.useWatch<string | undefined>('vehicle_type', form),
  };
  const options = useVehicleOptions(current);
  const notSelected = (field: keyof typeof NOT_SELECTED_CODES) => te(NOT_SELECTED_CODES[field]);
  type Choice = [keyof typeof NOT_SELECTED_CODES, { value: string | number; label: string }[]];
  const choices: Choice[] = [
    ['brand', options.brands],
    ['model', options.models],
    ['vehicle_type', options.types],
    ['color', options.colors],
    ['transmission', options.transmissions],
    ['assembly_year', options.years],
  ];
  return (
    <>
      {choices.map(([name, list]) => (
        <SchemaField key={name} name={name} label={t(`field.${name}`)} emptyMessage={notSelected(name)}>
          <Select options={list} allowClear showSearch={{ optionFilterProp: 'label' }} />
        </SchemaField>
      ))}
      <SchemaField name="euro_std" label={t('field.euro_std')}>
        <Select options={options.euro} allowClear />
      </SchemaField>
      <SchemaField name="odometer" label={t('field.odometer')}>
        <InputNumber style={FULL} min={0} max={9_999_999} />
      </SchemaField>
      <DateField
        name="stnk_valid_until"
        label={t('field.stnk_valid_until')}
        emptyMessage={notSelected('stnk_valid_until')}
      />
      <DateField name="license_valid_until" label={t('field.license_valid_until')} />
      <SchemaField name="ownership_status" label={t('field.ownership_status')}>
        <Select options={options.ownership} allowClear />
      </SchemaField>
    </>
  );
}
