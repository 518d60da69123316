import { Flex, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BEST_FUEL_UNITS, TOP_FUEL_UNITS, type FleetSummary, type FuelUnit } from '@armada/domain';
import { decimal, kilometres } from '../../components/formatNumber';
import type { DashboardScope } from './dashboardScope';
import { reportOfVehicle } from './fleetSummaryApi';
import { SummaryCard } from './SummaryCard';
import { SummaryVehicleLink } from './SummaryVehicleLink';

function FuelTable({ units, summary, label }: { units: readonly FuelUnit[]; summary: FleetSummary; label: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <Flex vertical gap={4}>
      <Typography.Text strong>{label}</Typography.Text>
      <Table<FuelUnit>
        size="small"
        rowKey="vehicle_id"
        pagination={false}
        dataSource={[...units]}
        columns={[
          {
            key: 'vehicle',
            title: t('summary.vehicle'),
            render: (_v, row) => (
              <SummaryVehicleLink vehicle={row} to={reportOfVehicle('daily_summary', row.imei, summary)} />
            ),
          },
          {
            key: 'litres',
            title: t('fuel.litres'),
            align: 'right',
            render: (_v, row) => t('fuel.litres_value', { value: decimal(row.fuel_litres, 0) }),
          },
          {
            key: 'distance',
            title: t('summary.distance'),
            align: 'right',
            responsive: ['sm'],
            render: (_v, row) => kilometres(row.distance_km, 0),
          },
          {
            key: 'km_per_litre',
            title: t('fuel.km_per_litre'),
            align: 'right',
            render: (_v, row) => (row.km_per_litre === null ? '-' : decimal(row.km_per_litre, 2)),
          },
        ]}
      />
    </Flex>
  );
}

/** Spec: top 2 and top 5 fuel units: the five that used most fuel and the two that went furthest per litre. */
export function FuelUnitsCard({ scope }: { scope: DashboardScope }) {
  const { t } = useTranslation('dashboard');
  return (
    <SummaryCard title={t('fuel.title')} scope={scope}>
      {(summary) =>
        summary.fuel_most.length === 0 ? null : (
          <Flex vertical gap={12}>
            <Typography.Text type="secondary">{t('notice.window')}</Typography.Text>
            <FuelTable units={summary.fuel_most} summary={summary} label={t('fuel.most', { count: TOP_FUEL_UNITS })} />
            {summary.fuel_best.length > 0 ? (
              <FuelTable
                units={summary.fuel_best}
                summary={summary}
                label={t('fuel.best', { count: BEST_FUEL_UNITS })}
              />
            ) : null}
          </Flex>
        )
      }
    </SummaryCard>
  );
}
