import { Alert, Card, Col, Descriptions, List, Row, Space, Spin, Statistic, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ContestDriverDetail } from '@armada/domain';
import { barOption } from '../../components/charts/barOption';
import { EChart } from '../../components/charts/EChart';
import { decimal } from '../../components/formatNumber';
import { LevelTag } from './LevelTag';
import { useStandingColumns } from './standingColumns';

export type DriverDetailViewProps = { detail: ContestDriverDetail | undefined; loading: boolean };

const GUTTER: [number, number] = [12, 12];

/** One driver's standing: score and level, events per 100 km, what cost points and how to improve, its days. */
export function DriverDetailView({ detail, loading }: DriverDetailViewProps) {
  const { t } = useTranslation('driverContest');
  const columns = useStandingColumns();
  if (!detail) return <Spin spinning={loading} />;
  const { standing, totals } = detail;
  const deductions = Object.entries(detail.deductions).filter(([, points]) => points > 0);
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="driver-standing">
      <Row gutter={GUTTER}>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic title={t('column.score')} value={standing.score ?? '-'} />
            <LevelTag level={standing.level} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic
              title={t('column.rank')}
              value={standing.rank ?? '-'}
              suffix={standing.rank === null ? undefined : t('of', { count: detail.participants })}
            />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic title={t('column.distance')} value={decimal(totals.distance_km, 0)} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic title={t('stat.crashes')} value={totals.crashes} />
          </Card>
        </Col>
      </Row>
      {standing.score === null && <Alert type="info" showIcon title={t('not_scored')} />}
      <Card size="small" title={t('per_100km.title')}>
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label={t('per_100km.overspeed')}>
            {decimal(detail.per_100km.overspeed, 1)}
          </Descriptions.Item>
          <Descriptions.Item label={t('per_100km.harsh')}>{decimal(detail.per_100km.harsh, 1)}</Descriptions.Item>
          <Descriptions.Item label={t('per_100km.fatigue')}>{decimal(detail.per_100km.fatigue, 1)}</Descriptions.Item>
          <Descriptions.Item label={t('total.overspeed_minutes')}>
            {decimal(totals.overspeed_minutes, 0)}
          </Descriptions.Item>
          <Descriptions.Item label={t('total.idle_minutes')}>{decimal(totals.idle_minutes, 0)}</Descriptions.Item>
          <Descriptions.Item label={t('total.night_minutes')}>{decimal(totals.night_minutes, 0)}</Descriptions.Item>
          <Descriptions.Item label={t('total.harsh')}>
            {t('total.harsh_parts', {
              acceleration: totals.harsh_acceleration,
              braking: totals.harsh_braking,
              cornering: totals.harsh_cornering,
            })}
          </Descriptions.Item>
          <Descriptions.Item label={t('total.fatigue')}>{totals.fatigue_events}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card size="small" title={t('advice.title')} data-testid="driver-advice">
        {detail.advice.length === 0 ? (
          <Alert type="success" showIcon title={t('advice.none')} />
        ) : (
          <List
            size="small"
            dataSource={detail.advice}
            renderItem={(cause) => (
              <List.Item>
                <List.Item.Meta
                  title={t(`advice.${cause}.title`, {
                    points: decimal(detail.deductions[cause as keyof typeof detail.deductions], 1),
                  })}
                  description={t(`advice.${cause}.text`)}
                />
              </List.Item>
            )}
          />
        )}
      </Card>
      {deductions.length > 0 && (
        <Card size="small" title={t('chart.deductions')}>
          <EChart
            label={t('chart.deductions')}
            height={200}
            option={barOption({
              labels: deductions.map(([cause]) => t(`cause.${cause}`)),
              series: [{ name: t('chart.points'), values: deductions.map(([, points]) => points), color: '#cf1322' }],
              horizontal: true,
            })}
          />
        </Card>
      )}
      {detail.around.length > 0 && (
        <Card size="small" title={t('around')}>
          <Table
            size="small"
            rowKey={(row) => `${row.rank ?? ''}-${row.driver_id ?? ''}`}
            columns={columns}
            dataSource={detail.around}
            pagination={false}
          />
        </Card>
      )}
      {detail.days.length > 0 && (
        <Card size="small" title={t('chart.days')}>
          <EChart
            label={t('chart.days')}
            height={220}
            option={barOption({
              labels: detail.days.map((d) => d.day.slice(5)),
              series: [{ name: t('column.distance'), values: detail.days.map((d) => d.distance_km), color: '#1677ff' }],
            })}
          />
        </Card>
      )}
    </Space>
  );
}
