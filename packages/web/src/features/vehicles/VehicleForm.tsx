import { useCallback } from 'react';
import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { VehicleAddBody, VehicleEditBody, type VehicleRow } from '@armada/domain';
import { ResourceForm } from '../../components/form/ResourceForm';
import { VehicleIdentityFields } from './VehicleIdentityFields';
import { VehicleSpecFields } from './VehicleSpecFields';
import { VEHICLE_RESOURCE } from './vehiclesApi';

export type VehicleFormProps = {
  /** The vehicle to edit, or null to register one. */
  id: number | null;
  /** What registration starts from (the chassis record). */
  prefill?: Record<string, unknown>;
  onSaved: (id: number) => void;
  onCancel: () => void;
};

/** The fields a vehicle edit carries; the rest of the row (owner name, status) is not the form's. */
const EDITABLE = Object.keys(VehicleEditBody.properties);

function editValues(row: VehicleRow): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const key of EDITABLE) {
    const value = (row as Record<string, unknown>)[key];
    if (value !== null && value !== undefined) values[key] = value;
  }
  return values;
}

/** Register or edit a vehicle: identity and owner on one side, the management fields on the other. */
export function VehicleForm({ id, prefill, onSaved, onCancel }: VehicleFormProps) {
  const { t } = useTranslation('errors');
  const toValues = useCallback((row: VehicleRow | undefined) => (row ? editValues(row) : (prefill ?? {})), [prefill]);
  return (
    <ResourceForm<VehicleRow>
      resource={VEHICLE_RESOURCE}
      schema={id === null ? VehicleAddBody : VehicleEditBody}
      id={id}
      toValues={toValues}
      onSaved={onSaved}
      onCancel={onCancel}
      successText={id === null ? t('vehicle_registered') : undefined}
    >
      <Row gutter={24}>
        <Col xs={24} lg={12}>
          <VehicleIdentityFields adding={id === null} />
        </Col>
        <Col xs={24} lg={12}>
          <VehicleSpecFields />
        </Col>
      </Row>
    </ResourceForm>
  );
}
