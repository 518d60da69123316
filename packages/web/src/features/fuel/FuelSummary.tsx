import { Card, Col, Flex, List, Row, Statistic } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FuelList, FuelRankedUnit } from '@armada/domain';
import { barOption } from '../../components/charts/barOption';
import { EChart } from '../../components/charts/EChart';
import { decimal } from '../../components/formatNumber';

export type FuelSummaryProps = { list: FuelList };

const GUTTER: [number, number] = [12, 12];

function Ranked({ title, units }: { title: string; units: readonly FuelRankedUnit[] }) {
  const { t } = useTranslation('fuel');
  return (
    <Card size="small" title={title}>
      <List
        size="small"
        dataSource={[...units]}
        locale={{ emptyText: t('summary.no_units') }}
        renderItem={(unit) => (
          <List.Item>
            <Flex justify="space-between" gap={8} style={{ width: '100%' }}>
              <span>{unit.vehicle_number ?? unit.vehicle_name}</span>
              <span>{t('summary.l_per_100km', { value: decimal(unit.l_per_100km, 2) })}</span>
            </Flex>
          </List.Item>
        )}
      />
    </Card>
  );
}

/** The fleet's totals over the period, its cost per month, and its best and worst units by L/100 km. */
export function FuelSummary({ list }: FuelSummaryProps) {
  const { t } = useTranslation('fuel');
  const { totals } = list;
  const option = useMemo(
    () =>
      barOption({
        labels: list.months.map((m) => m.month),
        series: [{ name: t('summary.cost'), values: list.months.map((m) => m.cost) }],
        format: (value) => t('rupiah', { value: decimal(value, 0) }),
      }),
    [list.months, t],
  );
  return (
    <Row gutter={GUTTER} style={{ marginBottom: 12 }}>
      <Col xs={24} lg={10}>
        <Card size="small">
          <Row gutter={GUTTER}>
            <Col span={12}>
              <Statistic title={t('summary.litres_used')} value={decimal(totals.litres_used, 1)} />
            </Col>
            <Col span={12}>
              <Statistic title={t('summary.cost')} value={t('rupiah', { value: decimal(totals.cost, 0) })} />
            </Col>
            <Col span={12}>
              <Statistic
                title={t('fleet.l_per_100km')}
                value={totals.l_per_100km === null ? '-' : decimal(totals.l_per_100km, 2)}
              />
            </Col>
            <Col span={12}>
              <Statistic
                title={t('fleet.l_per_hour')}
                value={totals.l_per_engine_hour === null ? '-' : decimal(totals.l_per_engine_hour, 2)}
              />
            </Col>
            <Col span={12}>
              <Statistic title={t('fleet.refuels')} value={totals.refuels} />
            </Col>
            <Col span={12}>
              <Statistic title={t('fleet.drains')} value={totals.drains} />
            </Col>
          </Row>
        </Card>
      </Col>
      <Col xs={24} lg={8}>
        <Card size="small" title={t('summary.monthly_cost')}>
          <EChart option={option} height={200} label={t('summary.monthly_cost')} />
        </Card>
      </Col>
      <Col xs={24} lg={6}>
        <Row gutter={GUTTER}>
          <Col span={24}>
            <Ranked title={t('summary.best')} units={list.best} />
          </Col>
          <Col span={24}>
            <Ranked title={t('summary.worst')} units={list.worst} />
          </Col>
        </Row>
      </Col>
    </Row>
  );
}
