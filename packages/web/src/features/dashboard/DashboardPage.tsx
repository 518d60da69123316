import { Col, Flex, Row } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ANALYTIC_RATIOS } from '@armada/domain';
import { PageTitle } from '../../components/PageTitle';
import { DashboardFilters } from './DashboardFilters';
import { dashboardParams, readDashboard, type DashboardScope } from './dashboardScope';
import { FleetPulseCard } from './FleetPulseCard';
import { FuelUnitsCard } from './FuelUnitsCard';
import { LastAlertsCard } from './LastAlertsCard';
import { RatioCard } from './RatioCard';
import { SafetyCard } from './SafetyCard';
import { TopDealersCard } from './TopDealersCard';
import { TopVehiclesCard } from './TopVehiclesCard';

const CARD = { xs: 24, lg: 12, xxl: 8 } as const;
const GUTTER: [number, number] = [16, 16];

/**
 * `/dashboard`: the brand's monthly ratios for a year, for the whole brand or one dealer area, dealer
 * group or dealer (spec document 2 section 7.12), and the last 14 days' figures (activations, silent
 * vehicles, alerts, top vehicles, safety levels, fuel units) for the same choice, kept in the address.
 */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const [params, setParams] = useSearchParams();
  const thisYear = new Date().getFullYear();
  const { year, scope } = readDashboard(params, thisYear);
  const change = (nextYear: number, nextScope: DashboardScope) => setParams(dashboardParams(nextYear, nextScope));
  return (
    <Flex vertical gap={16}>
      <PageTitle>{t('title')}</PageTitle>
      <DashboardFilters year={year} thisYear={thisYear} scope={scope} onChange={change} />
      <FleetPulseCard scope={scope} />
      <Row gutter={GUTTER}>
        {ANALYTIC_RATIOS.map((ratio) => (
          <Col key={ratio} {...CARD}>
            <RatioCard ratio={ratio} year={year} scope={scope} />
          </Col>
        ))}
        <Col {...CARD}>
          <TopDealersCard
            year={year}
            month={year === thisYear ? new Date().getMonth() + 1 : 12}
            scope={scope}
            onPick={(id) => change(year, { by: 'dealer_id', id })}
          />
        </Col>
        <Col {...CARD}>
          <TopVehiclesCard scope={scope} />
        </Col>
        <Col {...CARD}>
          <SafetyCard scope={scope} />
        </Col>
        <Col {...CARD}>
          <FuelUnitsCard scope={scope} />
        </Col>
        <Col {...CARD}>
          <LastAlertsCard />
        </Col>
      </Row>
    </Flex>
  );
}
