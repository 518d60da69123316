import { Card, Col, Row, Skeleton, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Euro4Summary } from '@armada/domain';
import { LinkButton } from '../../components/LinkButton';
import { decimal } from '../../components/formatNumber';
import { vehicleListPath } from './euro4Api';

export type TotalsCardProps = { summary: Euro4Summary | undefined; loading: boolean };

const TOTALS = [
  { key: 'units', to: vehicleListPath({}) },
  { key: 'activated', to: vehicleListPath({ state: 'activated' }) },
  { key: 'reporting_today', to: vehicleListPath({ state: 'reporting_today' }) },
  { key: 'not_updated', to: vehicleListPath({ type: 'notupdate' }) },
] as const;

const CELL = { xs: 12, md: 6 } as const;

/** The programme's four totals, each a link to the trucks it counts. */
export function TotalsCard({ summary, loading }: TotalsCardProps) {
  const { t } = useTranslation('euro4');
  return (
    <Card size="small" title={t('totals.title')}>
      {loading || !summary ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <Row gutter={[16, 16]}>
          {TOTALS.map(({ key, to }) => (
            <Col key={key} {...CELL}>
              <Statistic title={t(`totals.${key}`)} value={decimal(summary[key], 0)} />
              <LinkButton to={to} type="link">
                {t('open_list')}
              </LinkButton>
            </Col>
          ))}
        </Row>
      )}
    </Card>
  );
}
