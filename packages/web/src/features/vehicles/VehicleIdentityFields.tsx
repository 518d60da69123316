import { Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { SchemaField } from '../../components/form/SchemaField';
import { useAuth } from '../auth/useAuth';
import { choosesOwner, useCustomerOptions } from './vehiclesApi';

export type VehicleIdentityFieldsProps = { adding: boolean };

/** Chassis (fixed once found), name, plate, unit and engine numbers, tracker and SIM, and the owner. */
export function VehicleIdentityFields({ adding }: VehicleIdentityFieldsProps) {
  const { t } = useTranslation('vehicles');
  const { t: te } = useTranslation('errors');
  const { viewer } = useAuth();
  const ownerChoice = choosesOwner(viewer);
  const owners = useCustomerOptions(ownerChoice);
  return (
    <>
      {adding && (
        <SchemaField name="chassis_number" label={t('field.chassis_number')}>
          <Input readOnly />
        </SchemaField>
      )}
      {ownerChoice && (
        <SchemaField
          name="organization_id"
          label={t('field.owner')}
          required
          emptyMessage={te('customer_not_selected')}
        >
          <Select
            options={owners.data ?? []}
            loading={owners.isPending}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
          />
        </SchemaField>
      )}
      <SchemaField name="vehicle_name" label={t('field.vehicle_name')}>
        <Input maxLength={60} />
      </SchemaField>
      <SchemaField name="vehicle_number" label={t('field.vehicle_number')} extra={t('form.plate_hint')}>
        <Input maxLength={15} />
      </SchemaField>
      <SchemaField name="unit_number" label={t('field.unit_number')}>
        <Input maxLength={30} />
      </SchemaField>
      <SchemaField name="engine_number" label={t('field.engine_number')}>
        <Input maxLength={30} />
      </SchemaField>
      <SchemaField name="imei" label={t('field.imei')}>
        <Input maxLength={15} inputMode="numeric" />
      </SchemaField>
      <SchemaField name="sim_number" label={t('field.sim_number')}>
        <Input maxLength={20} inputMode="tel" />
      </SchemaField>
    </>
  );
}
