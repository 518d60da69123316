import { useCallback } from 'react';
import { Card } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { VehicleSensorAddBody, VehicleSensorEditBody, type VehicleSensorRow } from '@armada/domain';
import { useResourceView } from '../../api/resource';
import type { ScreenProps } from '../../components/screenProps';
import { ErrorMessage } from '../../components/ErrorMessage';
import { ResourceForm } from '../../components/form/ResourceForm';
import { PageTitle } from '../../components/PageTitle';
import { SensorFields } from './SensorFields';
import { SENSOR_RESOURCE } from './sensorsApi';
import { useIdParam } from '../../components/useIdParam';

const EDIT_PATH = '/vehicles/sensor_edit';
const LIST_PATH = '/vehicles/sensor';
const EDITABLE = Object.keys(VehicleSensorEditBody.properties);

const editValues = (row: VehicleSensorRow) =>
  Object.fromEntries(
    Object.entries(row).filter(([key, value]) => EDITABLE.includes(key) && value !== null && value !== undefined),
  );

/** `/vehicles/sensor_create` (`?vehicle_id=` picks the vehicle) and `/vehicles/sensor_edit?id=`. */
export function SensorFormPage({ path }: ScreenProps) {
  const { t } = useTranslation('vehicles');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const editing = path === EDIT_PATH;
  const id = useIdParam();
  const row = useResourceView<VehicleSensorRow>(SENSOR_RESOURCE, editing ? id : null);
  const vehicleParam = Number(params.get('vehicle_id'));
  const toValues = useCallback(
    (sensor: VehicleSensorRow | undefined) =>
      sensor
        ? editValues(sensor)
        : { status: 1, ...(Number.isInteger(vehicleParam) && vehicleParam > 0 ? { vehicle_id: vehicleParam } : {}) },
    [vehicleParam],
  );
  const back = () => void navigate(LIST_PATH);
  const vehicleLabel = row.data
    ? [row.data.vehicle_name, row.data.vehicle_number].filter(Boolean).join(' · ')
    : undefined;

  return (
    <>
      <PageTitle>{t(editing ? 'sensor.edit_title' : 'sensor.add_title')}</PageTitle>
      <Card style={{ maxWidth: 640 }}>
        {editing && id === null ? (
          <ErrorMessage error="not_found" />
        ) : (
          <ResourceForm<VehicleSensorRow>
            resource={SENSOR_RESOURCE}
            schema={editing ? VehicleSensorEditBody : VehicleSensorAddBody}
            id={editing ? id : null}
            toValues={toValues}
            onSaved={back}
            onCancel={back}
          >
            <SensorFields vehicleLabel={vehicleLabel} />
          </ResourceForm>
        )}
      </Card>
    </>
  );
}
