import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { DriverAddBody, DriverEditBody, type Driver } from '@armada/domain';
import { DateField } from '../../components/form/DateField';
import { ResourceForm } from '../../components/form/ResourceForm';
import { SchemaField } from '../../components/form/SchemaField';
import { DRIVER_REF } from './driversApi';

export type DriverFormProps = { id: number | null; onDone: () => void };

/** Add or edit a driver: name, licence and its end, phone, RFID/iButton code. */
export function DriverForm({ id, onDone }: DriverFormProps) {
  const { t } = useTranslation('drivers');
  const toValues = (row: Driver | undefined) =>
    row
      ? {
          name: row.name,
          licence_number: row.licence_number,
          licence_valid_until: row.licence_valid_until ?? '',
          phone: row.phone ?? '',
          rfid_code: row.rfid_code ?? '',
        }
      : {};
  return (
    <ResourceForm<Driver>
      resource={DRIVER_REF}
      schema={id === null ? DriverAddBody : DriverEditBody}
      id={id}
      toValues={toValues}
      onSaved={onDone}
      onCancel={onDone}
    >
      <SchemaField name="name" label={t('field.name')} emptyMessage={t('field.name_required')}>
        <Input maxLength={80} />
      </SchemaField>
      <SchemaField name="licence_number" label={t('field.licence_number')} emptyMessage={t('field.licence_required')}>
        <Input maxLength={30} />
      </SchemaField>
      <DateField name="licence_valid_until" label={t('field.licence_valid_until')} />
      <SchemaField name="phone" label={t('field.phone')}>
        <Input maxLength={20} />
      </SchemaField>
      <SchemaField name="rfid_code" label={t('field.rfid_code')} extra={t('field.rfid_hint')}>
        <Input maxLength={40} />
      </SchemaField>
    </ResourceForm>
  );
}
