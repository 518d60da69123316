import { Card, Flex, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasPermission, type PermissionKey, type VehicleLeasingRow } from '@armada/domain';
import { useResourceView } from '../../api/resource';
import { DetailView } from '../../components/detail/DetailView';
import { ErrorMessage } from '../../components/ErrorMessage';
import { LinkButton } from '../../components/LinkButton';
import { PageTitle } from '../../components/PageTitle';
import { useAuth } from '../auth/useAuth';
import { useIdParam } from '../../components/useIdParam';
import { LEASE_RESOURCE } from './leasingApi';
import { mayDecide } from './leasingRoles';
import { useLeaseFields } from './useLeaseFields';

const CARD = { maxWidth: 860 } as const;
const LIST_VEHICLE: PermissionKey = 'list_vehicle';
const VIEW_REALTIME: PermissionKey = 'view_realtime';

/** `/leasing/vehicle-detail?id=`: one lease with its vehicle's state, and the ways on from it. */
export function LeaseDetailPage() {
  const { t } = useTranslation('leasing');
  const id = useIdParam();
  const { viewer } = useAuth();
  const lease = useResourceView<VehicleLeasingRow>(LEASE_RESOURCE, id);
  const fields = useLeaseFields(true);
  const may = (key: PermissionKey) => viewer !== null && hasPermission(viewer, key);
  const vehicleOpen = (key: PermissionKey) => lease.data?.vehicle_id != null && may(key);
  if (id === null) return <ErrorMessage error="not_found" />;
  const row = lease.data;
  const actions = row && (
    <Space wrap>
      {row.dealer_approval === 'pending' && mayDecide(viewer) && (
        <LinkButton to={`/leasing/validation?id=${row.id}`}>{t('validation.open')}</LinkButton>
      )}
      {vehicleOpen(LIST_VEHICLE) && (
        <LinkButton type="default" to={`/leasing/view_vehicle?id=${row.vehicle_id}`}>
          {t('detail.vehicle')}
        </LinkButton>
      )}
      {vehicleOpen(VIEW_REALTIME) && (
        <LinkButton type="default" to={`/maps?imei=${row.imei}`}>
          {t('detail.map')}
        </LinkButton>
      )}
    </Space>
  );
  return (
    <>
      <Flex justify="space-between" align="start" wrap gap={8}>
        <PageTitle>{t('detail.title')}</PageTitle>
        {actions}
      </Flex>
      <Card style={CARD}>
        <DetailView<VehicleLeasingRow> resource={LEASE_RESOURCE} id={id} fields={fields} />
      </Card>
    </>
  );
}
