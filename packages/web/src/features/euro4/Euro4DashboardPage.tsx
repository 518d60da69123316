import { Col, Flex, Row, Select, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/PageTitle';
import { formatDateTime } from '../../components/formatDate';
import { TotalsCard } from './TotalsCard';
import { Euro4RatioCard } from './Euro4RatioCard';
import { TopNotUpdatedCard } from './TopNotUpdatedCard';
import { useBreakdowns } from './useBreakdowns';
import { BreakdownCard } from './BreakdownCard';
import { useEuro4Summary, vehicleListPath } from './euro4Api';

const CARD = { xs: 24, lg: 12, xxl: 8 } as const;
const GUTTER: [number, number] = [16, 16];
const YEARS_BACK = 5;
const YEAR_STYLE = { width: 120 } as const;
const COLORS = { movement: '#1677ff', health: '#d46b08', abnormal: '#cf1322' } as const;

/** The year in the address (?year=), this year unless it names one of the last five. */
function useYear(thisYear: number): [number, (year: number) => void] {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('year'));
  const year = Number.isInteger(asked) && asked <= thisYear && asked > thisYear - YEARS_BACK ? asked : thisYear;
  return [year, (next) => setParams(next === thisYear ? {} : { year: String(next) })];
}

/**
 * `/dashboardeuro4`: whether the Euro 4 trucks are delivered, activated, reporting and healthy
 * (docs/decisions.md, "Euro 4 dashboard"); every figure opens the trucks it counts.
 */
export function Euro4DashboardPage() {
  const { t } = useTranslation('euro4');
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useYear(thisYear);
  const summary = useEuro4Summary();
  const { movement, health, abnormal } = useBreakdowns(summary.data);
  const loading = summary.isPending;
  return (
    <Flex vertical gap={16}>
      <PageTitle>{t('dashboard_title')}</PageTitle>
      <Flex wrap gap={12} align="center" justify="space-between">
        <Select<number>
          aria-label={t('year')}
          value={year}
          style={YEAR_STYLE}
          onChange={setYear}
          options={Array.from({ length: YEARS_BACK }, (_, i) => ({ value: thisYear - i, label: String(thisYear - i) }))}
        />
        {summary.data && (
          <Typography.Text type="secondary">
            {t('counted_at', { time: formatDateTime(summary.data.counted_at) })}
          </Typography.Text>
        )}
      </Flex>
      <TotalsCard summary={summary.data} loading={loading} />
      <Row gutter={GUTTER}>
        <Col {...CARD}>
          <BreakdownCard title={t('movement.title')} entries={movement} loading={loading} color={COLORS.movement} />
        </Col>
        <Col {...CARD}>
          <BreakdownCard title={t('health.title')} entries={health} loading={loading} color={COLORS.health} />
        </Col>
        <Col {...CARD}>
          <BreakdownCard title={t('abnormal.title')} entries={abnormal} loading={loading} color={COLORS.abnormal} />
        </Col>
        <Col {...CARD}>
          <Euro4RatioCard ratio="vehicle_activation_ratio" year={year} list={vehicleListPath({ state: 'activated' })} />
        </Col>
        <Col {...CARD}>
          <Euro4RatioCard ratio="vehicle_not_update_ratio" year={year} list={vehicleListPath({ type: 'notupdate' })} />
        </Col>
        <Col {...CARD}>
          <TopNotUpdatedCard rows={summary.data?.top_not_updated} loading={loading} />
        </Col>
      </Row>
    </Flex>
  );
}
