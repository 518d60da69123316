import { Flex, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasPermission, type MonitoringVehicle } from '@armada/domain';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { toApiError } from '../../../api/ApiError';
import { useAuth } from '../../auth/useAuth';
import { useAlertMutes, useSetAlertMuted } from '../../alerts/alertMuteApi';
import { VehicleJobOrders } from './VehicleJobOrders';

/** In the vehicle drawer: a switch muting the vehicle's alert notifications, and its job orders. */
export function VehicleDuty({ vehicle }: { vehicle: MonitoringVehicle }) {
  const { t } = useTranslation('jobOrders');
  const { viewer } = useAuth();
  const muted = useAlertMutes(viewer !== null);
  const setMuted = useSetAlertMuted();
  const isMuted = muted.data?.has(vehicle.imei) ?? false;
  const jobOrders = viewer !== null && hasPermission(viewer, 'list_job_order');
  return (
    <Flex vertical gap={12} style={{ marginTop: 16 }}>
      <Flex justify="space-between" align="center" gap={8}>
        <Typography.Text>{t('mute.label')}</Typography.Text>
        <Switch
          aria-label={t('mute.label')}
          checked={isMuted}
          loading={setMuted.isPending || muted.isPending}
          onChange={(checked) => setMuted.mutate({ imei: vehicle.imei, muted: checked })}
        />
      </Flex>
      {setMuted.error ? <ErrorMessage error={toApiError(setMuted.error)} /> : null}
      {jobOrders ? <VehicleJobOrders chassis={vehicle.chassis_number} /> : null}
    </Flex>
  );
}
