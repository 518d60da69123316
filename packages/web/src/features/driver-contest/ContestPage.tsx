import { useState } from 'react';
import { Card, Col, Row, Space, Statistic, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { DRIVER_CONTEST_CALLS, WIKI_HELP, type SafetyLevel } from '@armada/domain';
import { EChart } from '../../components/charts/EChart';
import { PageTitle } from '../../components/PageTitle';
import { useAuth } from '../auth/useAuth';
import { ContestFilters } from './ContestFilters';
import {
  defaultPeriod,
  managesDrivers,
  useParticipants,
  useTopCustomers,
  useTopDrivers,
  type ContestFilter,
} from './contestApi';
import { levelOption, participantOption, scoreOption } from './contestCharts';
import { DownloadXlsxButton } from './DownloadXlsxButton';
import { useCustomerColumns, useStandingColumns } from './standingColumns';

const GUTTER: [number, number] = [16, 16];
const HALF = { xs: 24, lg: 12 } as const;

/**
 * `/driver-contest`: the leaderboards of drivers and customers over a period (7 days ago to yesterday
 * unless picked) and a dealer area, the level distribution and scores, participants by dealer, each
 * downloadable. The driver user sees its own fleet's board, the others anonymised.
 */
export function ContestPage() {
  const { t } = useTranslation('driverContest');
  const { viewer } = useAuth();
  const manager = managesDrivers(viewer);
  const [filter, setFilter] = useState<ContestFilter>(() => defaultPeriod());
  const drivers = useTopDrivers(filter);
  const customers = useTopCustomers(filter, manager);
  const dealers = useParticipants(filter, manager);
  const driverColumns = useStandingColumns();
  const customerColumns = useCustomerColumns();
  const levelName = (level: SafetyLevel) => t(`level.${level}`);
  const params = { ...filter };
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <PageTitle help={WIKI_HELP.driverContest}>{t('title')}</PageTitle>
      <ContestFilters filter={filter} onChange={setFilter} withArea={manager} />
      <Row gutter={GUTTER}>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic title={t('stat.drivers')} value={drivers.data?.drivers ?? 0} loading={drivers.isLoading} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic
              title={t('stat.participants')}
              value={drivers.data?.participants ?? 0}
              loading={drivers.isLoading}
            />
          </Card>
        </Col>
      </Row>
      <Row gutter={GUTTER}>
        <Col {...HALF}>
          <Card
            size="small"
            title={t('top_drivers')}
            extra={
              <DownloadXlsxButton
                path={DRIVER_CONTEST_CALLS.downloadTopDriver}
                params={params}
                name="top-driver"
                testId="download-top-driver"
              />
            }
          >
            <Table
              data-testid="top-drivers"
              size="small"
              rowKey={(row) => `${row.rank ?? ''}-${row.driver_id ?? ''}`}
              columns={driverColumns}
              dataSource={drivers.data?.rows ?? []}
              loading={drivers.isFetching}
              pagination={false}
              locale={{ emptyText: t('empty') }}
            />
          </Card>
        </Col>
        {manager && (
          <Col {...HALF}>
            <Card
              size="small"
              title={t('top_customers')}
              extra={
                <DownloadXlsxButton
                  path={DRIVER_CONTEST_CALLS.downloadTopCustomer}
                  params={params}
                  name="top-customer"
                />
              }
            >
              <Table
                data-testid="top-customers"
                size="small"
                rowKey="organization_id"
                columns={customerColumns}
                dataSource={customers.data?.rows ?? []}
                loading={customers.isFetching}
                pagination={false}
                locale={{ emptyText: t('empty') }}
              />
            </Card>
          </Col>
        )}
        <Col {...HALF}>
          <Card size="small" title={t('chart.levels')}>
            <EChart label={t('chart.levels')} option={levelOption(drivers.data?.levels ?? [], levelName)} />
          </Card>
        </Col>
        <Col {...HALF}>
          <Card size="small" title={t('chart.scores')}>
            <EChart
              label={t('chart.scores')}
              option={scoreOption(drivers.data?.rows ?? [], t('column.score'), t('driver'))}
              height={320}
            />
          </Card>
        </Col>
        {manager && (
          <Col xs={24}>
            <Card
              size="small"
              title={t('chart.participants')}
              extra={
                <DownloadXlsxButton
                  path={DRIVER_CONTEST_CALLS.downloadParticipantByDealer}
                  params={params}
                  name="participant-by-dealer"
                />
              }
            >
              <EChart
                label={t('chart.participants')}
                option={participantOption(dealers.data?.rows ?? [], {
                  drivers: t('column.drivers'),
                  participants: t('column.participants'),
                  noDealer: t('no_dealer'),
                })}
              />
            </Card>
          </Col>
        )}
      </Row>
    </Space>
  );
}
