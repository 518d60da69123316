import { MovementTag } from '../fleet/MovementTag';
import { Descriptions, Drawer, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MonitoringVehicle } from '@armada/domain';
import { AddressText } from './AddressText';
import { vehicleFacts } from './vehicleFacts';
import { VehicleDuty } from './job-orders/VehicleDuty';
import { HistoryPanel } from './history/HistoryPanel';
import { PLAYER_SHEET_PX, usePlayerOnly } from './history/playerSheet';
import { StarterKillPanel } from './starter-kill/StarterKillPanel';
import { ShareLocationButton } from '../share/ShareLocationButton';

export type VehicleDetailProps = {
  vehicle: MonitoringVehicle | null;
  mobile: boolean;
  width: number;
  onClose: () => void;
};

function Sensors({ vehicle }: { vehicle: MonitoringVehicle }) {
  const { t } = useTranslation('maps');
  if (vehicle.sensor_data.length === 0) return <>{'-'}</>;
  return (
    <>
      {vehicle.sensor_data.map((sensor) => (
        <Tag key={sensor.id} color={sensor.sensor_status_name === 'normal' ? 'green' : 'red'}>
          {sensor.name} {t(`sensor_state.${sensor.sensor_status_name}`)}
        </Tag>
      ))}
    </>
  );
}

const PLAYER_ONLY_STYLES = { header: { padding: '8px 12px' }, body: { padding: 8 } } as const;

/**
 * Everything known of the selected vehicle, with a button to share its live location; the address is
 * looked up from its position. On phones a
 * bottom sheet, down to the history's player alone while a route replays, so the map keeps its share.
 */
export function VehicleDetail({ vehicle, mobile, width, onClose }: VehicleDetailProps) {
  const { t } = useTranslation('maps');
  const playerOnly = usePlayerOnly(mobile);
  const facts = vehicle ? vehicleFacts(vehicle, t) : [];
  const items = [
    ...facts.map((fact) => ({ key: fact.key, label: fact.label, children: fact.value })),
    ...(vehicle
      ? [
          {
            key: 'address',
            label: t('detail.address'),
            children: <AddressText lat={vehicle.position.lat} lng={vehicle.position.lng} fallback={vehicle.location} />,
          },
          { key: 'sensors', label: t('detail.sensors'), children: <Sensors vehicle={vehicle} /> },
        ]
      : []),
  ];
  return (
    <Drawer
      open={vehicle !== null}
      onClose={onClose}
      mask={false}
      placement={mobile ? 'bottom' : 'right'}
      size={mobile ? (playerOnly ? PLAYER_SHEET_PX : '60vh') : width}
      styles={playerOnly ? PLAYER_ONLY_STYLES : undefined}
      extra={vehicle && !playerOnly ? <ShareLocationButton vehicleId={vehicle.vehicle_id} size="small" /> : null}
      title={
        vehicle && (
          <span>
            <Typography.Text strong>{vehicle.vehicle_name_short}</Typography.Text>{' '}
            <MovementTag movement={vehicle.movement} />
          </span>
        )
      }
    >
      {vehicle ? <HistoryPanel key={vehicle.imei} vehicle={vehicle} /> : null}
      {vehicle && !playerOnly ? <StarterKillPanel vehicle={vehicle} /> : null}
      {playerOnly ? null : <Descriptions column={1} size="small" bordered items={items} />}
      {vehicle && !playerOnly ? <VehicleDuty key={vehicle.imei} vehicle={vehicle} /> : null}
    </Drawer>
  );
}
