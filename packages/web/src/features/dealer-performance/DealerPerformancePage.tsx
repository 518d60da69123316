import { Alert, Card, Flex, Select, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ANALYTIC_FIRST_YEAR } from '@armada/domain';
import { PageTitle } from '../../components/PageTitle';
import { ROLE } from '../../components/ui';
import { useAuth } from '../auth/useAuth';
import { useDealerPerformance } from './dealerPerformanceApi';
import { useDealerPerformanceColumns } from './useDealerPerformanceColumns';
import { useFocusableScroll } from '../../components/data-table/useFocusableScroll';

const YEARS_SHOWN = 5;
const ROW_KEY = 'dealer_id';
const SELECT_STYLE = { width: 120 } as const;
const SCROLL = { x: 'max-content' } as const;

/** The year in the address (`?year=`), this year when none or a wrong one is given. */
function useYear(thisYear: number): [number, (year: number) => void] {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('year'));
  const year = Number.isInteger(asked) && asked >= ANALYTIC_FIRST_YEAR && asked <= thisYear ? asked : thisYear;
  return [year, (next) => setParams({ year: String(next) }, { replace: true })];
}

/**
 * `/activation/dealer_perfomance`: per dealer, the year's retail sales, how many were invited and
 * activated, the ratio, the median days from sale to activation, the monthly trend and the rank. A
 * dealer sees its own row and its rank among all dealers.
 */
export function DealerPerformancePage() {
  const { t } = useTranslation('activation');
  const { viewer } = useAuth();
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useYear(thisYear);
  const performance = useDealerPerformance(year);
  const scrollBox = useFocusableScroll();
  const columns = useDealerPerformanceColumns();
  const own = performance.data?.data.length === 1 ? performance.data.data[0] : undefined;
  const years = Array.from({ length: YEARS_SHOWN }, (_, i) => thisYear - i);
  return (
    <>
      <PageTitle>{t('performance.title')}</PageTitle>
      <Card>
        <Flex vertical gap={12}>
          <Flex gap={12} align="center" wrap>
            <Select<number>
              aria-label={t('performance.year')}
              value={year}
              style={SELECT_STYLE}
              options={years.map((y) => ({ value: y, label: String(y) }))}
              onChange={setYear}
            />
            {own?.rank && viewer?.organization_id === own.dealer_id && (
              <Typography.Text strong>
                {t('performance.rank_of', { rank: own.rank, total: performance.data?.ranked ?? 0 })}
              </Typography.Text>
            )}
          </Flex>
          <Typography.Text type="secondary">{t('performance.note')}</Typography.Text>
          {performance.error && <Alert role={ROLE.alert} type="error" showIcon title={t('performance.load_error')} />}
          <div ref={scrollBox}>
            <Table
              size="small"
              rowKey={ROW_KEY}
              columns={columns}
              dataSource={performance.data?.data ?? []}
              loading={performance.isFetching}
              pagination={false}
              scroll={SCROLL}
            />
          </div>
        </Flex>
      </Card>
    </>
  );
}
