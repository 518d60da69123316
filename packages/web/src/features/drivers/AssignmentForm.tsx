import { useCallback } from 'react';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { DriverVehicleAddBody, type DriverVehicle } from '@armada/domain';
import { DateField } from '../../components/form/DateField';
import { ResourceForm } from '../../components/form/ResourceForm';
import { SchemaField } from '../../components/form/SchemaField';
import { VehicleSelect } from '../vehicles/VehicleSelect';
import { DRIVER_VEHICLE_REF, localToday, spanProblem } from './assignmentsApi';

export type AssignmentFormProps = {
  driverId: number;
  /** The driver's organisation: only its trucks are offered. */
  organizationId: number;
  onSaved: () => void;
  onCancel: () => void;
};

/** Assigns the driver to a truck of its organisation from a day (today unless changed), until a day or open. */
export function AssignmentForm({ driverId, organizationId, onSaved, onCancel }: AssignmentFormProps) {
  const { t } = useTranslation('drivers');
  const { t: te } = useTranslation('errors');
  // Stable, or the form would reset to these values each time the panel draws again.
  const toValues = useCallback(() => ({ driver_id: driverId, since: localToday() }), [driverId]);
  return (
    <ResourceForm<DriverVehicle>
      resource={DRIVER_VEHICLE_REF}
      schema={DriverVehicleAddBody}
      id={null}
      toValues={toValues}
      onSaved={onSaved}
      onCancel={onCancel}
    >
      <Form.Item name="driver_id" hidden>
        <Input />
      </Form.Item>
      <SchemaField name="vehicle_id" label={t('assignments.truck')} emptyMessage={te('vehicle_not_selected')}>
        <VehicleSelect organizationId={organizationId} />
      </SchemaField>
      <DateField name="since" label={t('assignments.since')} />
      <DateField
        name="until"
        label={t('assignments.until')}
        extra={t('assignments.until_hint')}
        dependencies={['since']}
        check={(values) => spanProblem(values.since, values.until)}
      />
    </ResourceForm>
  );
}
