import { Card, Flex, Typography } from 'antd';
import { EnvironmentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table/DataTable';
import { FilterSelect } from '../../components/data-table/FilterSelect';
import { TableSearch } from '../../components/data-table/TableSearch';
import type { TableConfig } from '../../components/data-table/tableState';
import { useTableQuery } from '../../components/data-table/useTableQuery';
import { LinkButton } from '../../components/LinkButton';
import { PageTitle } from '../../components/PageTitle';
import { CountBar } from './CountBar';
import { useAbnormalVehicles } from './fleetHealthApi';
import { OwnerFilters } from './OwnerFilters';
import { useAbnormalColumns } from './useAbnormalColumns';
import { useKindCounts } from './useKindCounts';

const FILTERS = ['search', 'abnormal_type', 'owner_id', 'dealer_id'] as const;
type Filter = (typeof FILTERS)[number];
const TABLE: TableConfig<Filter, never> = { filterKeys: FILTERS };
const ROW_KEY = 'vehicle_id';
const MAP_PATH = '/abnormalVehicles/maps';

/** /abnormalVehicles: the vehicles whose health is abnormal, counts per kind, filter by kind and owner. */
export function AbnormalVehiclesPage() {
  const { t } = useTranslation('fleetHealth');
  const controls = useTableQuery(TABLE);
  const { filters, page, limit } = controls.state;
  const { abnormal_type, dealer_id: _dealer, ...scope } = filters;
  const rows = useAbnormalVehicles({ ...scope, abnormal_type, page, count_perpage: limit });
  const counts = useKindCounts(scope);
  const columns = useAbnormalColumns();

  return (
    <>
      <PageTitle>{t('abnormal.title')}</PageTitle>
      <Typography.Paragraph type="secondary">{t('abnormal.intro')}</Typography.Paragraph>
      <Card>
        <CountBar
          items={counts.items}
          total={counts.total}
          value={abnormal_type}
          onChange={(kind) => controls.setFilters({ abnormal_type: kind })}
        />
        <DataTable
          columns={columns}
          query={rows}
          controls={controls}
          rowKey={ROW_KEY}
          filters={
            <Flex wrap gap={8}>
              <TableSearch controls={controls} placeholder={t('abnormal.search')} width={240} />
              <FilterSelect
                label={t('filter.abnormal_type')}
                value={abnormal_type}
                options={counts.items.map(({ key, label }) => ({ value: key, label }))}
                onChange={(kind) => controls.setFilters({ abnormal_type: kind })}
              />
              <OwnerFilters controls={controls} byDealer={false} />
              <LinkButton to={MAP_PATH}>
                <EnvironmentOutlined /> {t('abnormal.open_map')}
              </LinkButton>
            </Flex>
          }
        />
      </Card>
    </>
  );
}
