import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SILENCE_REASONS, VEHICLE_HISTORY_SORTS, type VehicleHistorySort } from '@armada/domain';
import { DataTable } from '../../components/data-table/DataTable';
import { FilterSelect } from '../../components/data-table/FilterSelect';
import { TableSearch } from '../../components/data-table/TableSearch';
import type { TableConfig } from '../../components/data-table/tableState';
import { useTableQuery } from '../../components/data-table/useTableQuery';
import { DownloadButton } from '../../components/DownloadButton';
import { PageTitle } from '../../components/PageTitle';
import { CountBar } from './CountBar';
import { NOT_UPDATED_DOWNLOAD, useNotUpdatedSummary, useNotUpdatedVehicles } from './fleetHealthApi';
import { OwnerFilters } from './OwnerFilters';
import { useNotUpdatedColumns } from './useNotUpdatedColumns';

const FILTERS = ['search', 'likely_reason', 'owner_id', 'dealer_id'] as const;
type Filter = (typeof FILTERS)[number];

/** Longest silent first (never reported at the top). */
const TABLE: TableConfig<Filter, VehicleHistorySort> = {
  filterKeys: FILTERS,
  sortValues: VEHICLE_HISTORY_SORTS,
  defaultSort: 'last_update',
};
const ROW_KEY = 'id';

/** /omamori/notUpdatedVehicles: silent vehicles with the likely reason, counts per reason, whom to contact. */
export function NotUpdatedVehiclesPage() {
  const { t } = useTranslation('fleetHealth');
  const controls = useTableQuery(TABLE);
  const { filters, sort, page, limit } = controls.state;
  const { likely_reason, ...scope } = filters;
  const filterParams = { ...filters, sort };
  const rows = useNotUpdatedVehicles({ ...filterParams, page, count_perpage: limit });
  const summary = useNotUpdatedSummary(scope);
  const columns = useNotUpdatedColumns();
  const counts = summary.data?.counts ?? [];
  const items = SILENCE_REASONS.map((reason) => ({
    key: reason,
    label: t(`reason.${reason}`),
    total: counts.find((row) => row.likely_reason === reason)?.total ?? 0,
  }));

  return (
    <>
      <PageTitle>{t('not_updated.title')}</PageTitle>
      <Typography.Paragraph type="secondary">{t('not_updated.intro')}</Typography.Paragraph>
      <Card>
        <CountBar
          items={items}
          total={summary.data?.total ?? 0}
          value={likely_reason}
          onChange={(reason) => controls.setFilters({ likely_reason: reason })}
        />
        <DataTable
          columns={columns}
          query={rows}
          controls={controls}
          rowKey={ROW_KEY}
          filters={
            <Flex wrap gap={8}>
              <TableSearch controls={controls} placeholder={t('not_updated.search')} width={260} />
              <FilterSelect
                label={t('filter.likely_reason')}
                value={likely_reason}
                options={items.map(({ key, label }) => ({ value: key, label }))}
                onChange={(reason) => controls.setFilters({ likely_reason: reason })}
              />
              <OwnerFilters controls={controls} byDealer />
              <DownloadButton path={NOT_UPDATED_DOWNLOAD} params={{ ...filterParams, count_perpage: 0 }} />
            </Flex>
          }
        />
      </Card>
    </>
  );
}
