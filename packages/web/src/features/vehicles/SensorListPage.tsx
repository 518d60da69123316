import { App, Card } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hasPermission, type PermissionKey, type VehicleSensorRow } from '@armada/domain';
import { toApiError } from '../../api/ApiError';
import { resourceListParams, useResourceList, useResourceRemove } from '../../api/resource';
import { DataTable } from '../../components/data-table/DataTable';
import { useTableQuery } from '../../components/data-table/useTableQuery';
import { LinkButton } from '../../components/LinkButton';
import { PageTitle } from '../../components/PageTitle';
import { useErrorText } from '../../components/useErrorText';
import { useAuth } from '../auth/useAuth';
import { SENSOR_RESOURCE, SENSOR_TABLE } from './sensorsApi';
import { SensorFilters } from './SensorFilters';
import { useSensorColumns } from './useSensorColumns';

const ROW_KEY = 'id';

/** `/vehicles/sensor`: the sensors fitted to the fleet, added, changed and removed here. */
export function SensorListPage() {
  const { t } = useTranslation('vehicles');
  const { message } = App.useApp();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const { viewer } = useAuth();
  const may = (key: PermissionKey) => viewer !== null && hasPermission(viewer, key);
  const controls = useTableQuery(SENSOR_TABLE);
  const sensors = useResourceList<VehicleSensorRow>(SENSOR_RESOURCE, resourceListParams(controls.state));
  const remove = useResourceRemove(SENSOR_RESOURCE, 'delete');
  const columns = useSensorColumns({
    edit: may('sensor_edit_vehicle_sensor') ? (id) => void navigate(`/vehicles/sensor_edit?id=${id}`) : undefined,
    remove: may('sensor_edit_vehicle_sensor')
      ? (id) =>
          remove.mutate(id, {
            onSuccess: () => void message.success(t('sensor.deleted')),
            onError: (error) => void message.error(errorText(toApiError(error))),
          })
      : undefined,
  });
  const first = sensors.data?.data[0];
  const vehicleLabel = first && controls.state.filters.vehicle_id ? (first.vehicle_name ?? undefined) : undefined;

  return (
    <>
      <PageTitle>{t('sensor.title')}</PageTitle>
      <Card>
        <DataTable
          columns={columns}
          query={sensors}
          controls={controls}
          rowKey={ROW_KEY}
          filters={
            <>
              <SensorFilters controls={controls} vehicleLabel={vehicleLabel} />
              {may('sensor_add_vehicle_sensor') && (
                <LinkButton
                  to={`/vehicles/sensor_create${controls.state.filters.vehicle_id ? `?vehicle_id=${controls.state.filters.vehicle_id}` : ''}`}
                >
                  <PlusOutlined /> {t('sensor.add')}
                </LinkButton>
              )}
            </>
          }
        />
      </Card>
    </>
  );
}
