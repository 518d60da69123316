import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MonitoringVehicle } from '@armada/domain';
import { LinkButton } from '../../components/LinkButton';
import { AbnormalKindTags } from './AbnormalKindTags';
import { liveMapPath } from './useAbnormalColumns';

export type AbnormalVehicleCardProps = { vehicle: MonitoringVehicle | null };

/** The vehicle picked on the map: what is wrong with it, where it is, and a way to the live map. */
export function AbnormalVehicleCard({ vehicle }: AbnormalVehicleCardProps) {
  const { t } = useTranslation('fleetHealth');
  if (!vehicle) return <Typography.Text type="secondary">{t('abnormal.pick')}</Typography.Text>;
  return (
    <Card size="small" title={vehicle.vehicle_name} data-testid="abnormal-vehicle-card">
      <Flex vertical gap={6}>
        <Typography.Text type="secondary">{vehicle.vehicle_number ?? vehicle.imei}</Typography.Text>
        <div>
          <AbnormalKindTags kinds={vehicle.abnormal_type} />
        </div>
        {vehicle.location && <Typography.Text>{vehicle.location}</Typography.Text>}
        <LinkButton to={liveMapPath(vehicle.imei)}>{t('abnormal.open_live')}</LinkButton>
      </Flex>
    </Card>
  );
}
