import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { TOP_VEHICLES, type SummaryVehicle } from '@armada/domain';
import { decimal, kilometres } from '../../components/formatNumber';
import type { DashboardScope } from './dashboardScope';
import { reportOfVehicle } from './fleetSummaryApi';
import { SummaryCard } from './SummaryCard';
import { SummaryVehicleLink } from './SummaryVehicleLink';

/** The five vehicles that drove furthest in the last 14 days; each opens its daily summary for those days. */
export function TopVehiclesCard({ scope }: { scope: DashboardScope }) {
  const { t } = useTranslation('dashboard');
  return (
    <SummaryCard title={t('top_vehicles', { count: TOP_VEHICLES })} scope={scope}>
      {(summary) =>
        summary.top_vehicles.length === 0 ? null : (
          <>
            <Typography.Paragraph type="secondary">{t('notice.window')}</Typography.Paragraph>
            <Table<SummaryVehicle>
              size="small"
              rowKey="vehicle_id"
              pagination={false}
              dataSource={summary.top_vehicles}
              columns={[
                { key: 'rank', title: t('rank'), width: 40, render: (_v, _r, index) => index + 1 },
                {
                  key: 'vehicle',
                  title: t('summary.vehicle'),
                  render: (_v, row) => (
                    <SummaryVehicleLink vehicle={row} to={reportOfVehicle('daily_summary', row.imei, summary)} />
                  ),
                },
                { key: 'owner', title: t('summary.owner'), dataIndex: 'owner_name', responsive: ['sm'] },
                {
                  key: 'distance',
                  title: t('summary.distance'),
                  align: 'right',
                  render: (_v, row) => kilometres(row.distance_km, 0),
                },
                {
                  key: 'engine',
                  title: t('summary.engine_hours'),
                  align: 'right',
                  responsive: ['sm'],
                  render: (_v, row) => decimal(row.engine_hours, 1),
                },
              ]}
            />
          </>
        )
      }
    </SummaryCard>
  );
}
