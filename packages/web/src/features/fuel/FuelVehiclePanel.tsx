import { useMemo, useState } from 'react';
import { Alert, Button, Descriptions, Empty, Flex, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FuelVehicleRow } from '@armada/domain';
import { toApiError } from '../../api/ApiError';
import { EChart } from '../../components/charts/EChart';
import { ErrorMessage } from '../../components/ErrorMessage';
import { formatDateTime } from '../../components/formatDate';
import { decimal } from '../../components/formatNumber';
import { useAuth } from '../auth/useAuth';
import { FuelConfigForm } from './FuelConfigForm';
import { maySetUpFuel, useFuelLevel, type FuelPeriod } from './fuelApi';
import { levelOption } from './levelOption';
import { RefuelList } from './RefuelList';

export type FuelVehiclePanelProps = { vehicleId: number; row: FuelVehicleRow | undefined; period: FuelPeriod };

/** One vehicle's fuel: its tank and sensor, its level chart with refuels and drains, its manual refuels. */
export function FuelVehiclePanel({ vehicleId, row, period }: FuelVehiclePanelProps) {
  const { t } = useTranslation('fuel');
  const { viewer } = useAuth();
  const level = useFuelLevel(vehicleId, period);
  const [setUp, setSetUp] = useState(false);
  const labels = useMemo(
    () => ({
      level: t('vehicle.level'),
      refuel: t('vehicle.refuel'),
      drain: t('vehicle.drain'),
      manual: t('vehicle.manual'),
      litres: t('vehicle.litres'),
    }),
    [t],
  );
  const option = useMemo(() => (level.data ? levelOption(level.data, labels) : null), [level.data, labels]);
  if (level.isPending) return <Spin />;
  if (level.error) return <ErrorMessage error={toApiError(level.error)} />;
  const { config, events } = level.data;
  return (
    <Flex vertical gap={16}>
      <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered>
        <Descriptions.Item label={t('config.capacity')}>
          {config ? t('vehicle.litres_value', { value: decimal(config.capacity_l, 0) }) : t('config.none')}
        </Descriptions.Item>
        <Descriptions.Item label={t('config.mode')}>
          {config ? t(`config.modes.${config.mode}`) : '-'}
        </Descriptions.Item>
        {row && (
          <Descriptions.Item label={t('fleet.l_per_100km')}>
            {row.l_per_100km === null ? '-' : decimal(row.l_per_100km, 2)}
          </Descriptions.Item>
        )}
        {row && (
          <Descriptions.Item label={t('fleet.cost')}>{t('rupiah', { value: decimal(row.cost, 0) })}</Descriptions.Item>
        )}
      </Descriptions>
      {maySetUpFuel(viewer) && !setUp && (
        <Button onClick={() => setSetUp(true)}>{t(config ? 'config.edit' : 'config.add')}</Button>
      )}
      {setUp && <FuelConfigForm vehicleId={vehicleId} config={config} onDone={() => setSetUp(false)} />}
      <Typography.Title level={5}>{t('vehicle.chart')}</Typography.Title>
      {!config && <Alert type="info" showIcon title={t('vehicle.no_sensor')} />}
      {config && option && level.data.points.length > 0 && (
        <EChart option={option} height={280} label={t('vehicle.chart')} />
      )}
      {config && level.data.points.length === 0 && <Empty description={t('vehicle.no_readings')} />}
      {events.length > 0 && (
        <ul aria-label={t('vehicle.events')}>
          {events.map((event) => (
            <li key={`${event.kind}-${event.start_time}`}>
              {t(`vehicle.event.${event.kind}${event.kind === 'drain' && event.parked ? '_parked' : ''}`, {
                time: formatDateTime(event.start_time),
                litres: decimal(event.litres, 1),
              })}
            </li>
          ))}
        </ul>
      )}
      <RefuelList vehicleId={vehicleId} capacity={config?.capacity_l ?? null} />
    </Flex>
  );
}
