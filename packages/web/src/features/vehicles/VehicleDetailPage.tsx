import { Card, Flex, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasPermission, type PermissionKey, type VehicleRow } from '@armada/domain';
import { useResourceView } from '../../api/resource';
import type { ScreenProps } from '../../components/screenProps';
import { DetailView } from '../../components/detail/DetailView';
import { ErrorMessage } from '../../components/ErrorMessage';
import { LinkButton } from '../../components/LinkButton';
import { PageTitle } from '../../components/PageTitle';
import { useAuth } from '../auth/useAuth';
import { ShareLocationButton } from '../share/ShareLocationButton';
import { useIdParam } from '../../components/useIdParam';
import { useVehicleFields } from './useVehicleFields';
import { VehicleLiveState } from './VehicleLiveState';
import { useVehicleState, VEHICLE_RESOURCE } from './vehiclesApi';

const STATUS_DETAIL = '/vehicles/detailstatus';

/**
 * `/vehicles/detail`, `/vehicles/vehicle_detail` and `/vehicles/detailstatus` (`?id=`): one vehicle
 * with its latest data; the status detail lists the statuses before the management fields.
 */
export function VehicleDetailPage({ path }: ScreenProps) {
  const { t } = useTranslation('vehicles');
  const id = useIdParam();
  const { viewer } = useAuth();
  const statusFirst = path === STATUS_DETAIL;
  const fields = useVehicleFields(statusFirst);
  const vehicle = useResourceView<VehicleRow>(VEHICLE_RESOURCE, id);
  const state = useVehicleState(vehicle.data);
  const may = (key: PermissionKey) => viewer !== null && hasPermission(viewer, key);
  const canEdit = may('edit_vehicle');
  const canSeeSensors = may('sensor_view_vehicle_sensor');
  const canSeeMap = may('view_realtime');

  if (id === null) return <ErrorMessage error="not_found" />;
  const actions = vehicle.data && (
    <Space wrap>
      {canEdit && <LinkButton to={`/vehicles/vehicle_edit?id=${id}`}>{t('detail.edit')}</LinkButton>}
      {canSeeSensors && (
        <LinkButton type="default" to={`/vehicles/sensor?vehicle_id=${id}`}>
          {t('detail.sensors')}
        </LinkButton>
      )}
      {canSeeMap && (
        <LinkButton type="default" to={`/maps?imei=${vehicle.data.imei}`}>
          {t('detail.map')}
        </LinkButton>
      )}
      {canSeeMap && <ShareLocationButton vehicleId={id} />}
    </Space>
  );
  const live = (
    <Card key="live" title={t('detail.live')}>
      <VehicleLiveState state={state.data} loading={state.isPending && vehicle.data !== undefined} />
    </Card>
  );
  const record = (
    <Card key="record" title={t('detail.record')}>
      <DetailView resource={VEHICLE_RESOURCE} id={id} fields={fields} />
    </Card>
  );
  return (
    <>
      <Flex justify="space-between" align="start" wrap gap={8}>
        <PageTitle>{vehicle.data?.vehicle_name || t(statusFirst ? 'detail.status_title' : 'detail.title')}</PageTitle>
        {actions}
      </Flex>
      <Flex vertical gap={16}>
        {[live, record]}
      </Flex>
    </>
  );
}
