import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Euro4Dealer, Euro4DealerSort } from '@armada/domain';
import { DataTable } from '../../components/data-table/DataTable';
import { TableSearch } from '../../components/data-table/TableSearch';
import { useTableQuery } from '../../components/data-table/useTableQuery';
import { bothWays } from '../../components/data-table/sortSpec';
import type { DataColumn } from '../../components/data-table/columns';
import { LinkButton } from '../../components/LinkButton';
import { PageTitle } from '../../components/PageTitle';
import { decimal } from '../../components/formatNumber';
import { DEALER_TABLE, useEuro4Dealers, vehicleListPath } from './euro4Api';
import { useDealerName } from './useDealerName';

const ROW_KEY = 'dealer_id';
const COUNTS = ['units', 'activated', 'reporting_today', 'not_updated', 'abnormal'] as const;
/** Where each count leads within the dealer's trucks. */
const FILTER_OF: Record<(typeof COUNTS)[number], Record<string, string>> = {
  units: {},
  activated: { state: 'activated' },
  reporting_today: { state: 'reporting_today' },
  not_updated: { type: 'notupdate' },
  abnormal: { health: 'abnormal' },
};
const SORTABLE = new Set<string>(['units', 'reporting_today', 'not_updated', 'abnormal']);

/**
 * `/euro4-dealer/menu`: the dealers holding Euro 4 trucks with their counts, searchable and sorted;
 * a dealer, or one of its counts, opens its trucks on `/euro4-dealer/list?dealer_id=`.
 */
export function Euro4DealerMenuPage() {
  const { t } = useTranslation('euro4');
  const controls = useTableQuery(DEALER_TABLE);
  const dealers = useEuro4Dealers(controls.state);
  const nameOf = useDealerName();
  const columns: DataColumn<Euro4Dealer, Euro4DealerSort>[] = [
    {
      key: 'dealer_name',
      title: t('columns.dealer'),
      sortBy: bothWays('dealer_name'),
      render: (_: unknown, row) => (
        <LinkButton to={vehicleListPath({ dealer_id: row.dealer_id })} type="link">
          {nameOf(row)}
        </LinkButton>
      ),
    },
    ...COUNTS.map((count): DataColumn<Euro4Dealer, Euro4DealerSort> => ({
      key: count,
      title: t(`columns.${count}`),
      align: 'right',
      sortBy: SORTABLE.has(count) ? bothWays(count) : undefined,
      render: (_: unknown, row) => (
        <LinkButton to={vehicleListPath({ dealer_id: row.dealer_id, ...FILTER_OF[count] })} type="link">
          {decimal(row[count], 0)}
        </LinkButton>
      ),
    })),
  ];
  return (
    <>
      <PageTitle>{t('dealers_title')}</PageTitle>
      <Card>
        <DataTable
          columns={columns}
          query={dealers}
          controls={controls}
          rowKey={ROW_KEY}
          filters={<TableSearch controls={controls} placeholder={t('search_dealer')} />}
        />
      </Card>
    </>
  );
}
