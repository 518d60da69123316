import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/PageTitle';
import { DataTable } from '../../components/data-table/DataTable';
import { TableSearch } from '../../components/data-table/TableSearch';
import { useTableQuery } from '../../components/data-table/useTableQuery';
import { useVehiclesInPool } from '../maps/layers/layersApi';
import { FilterSelect } from '../../components/data-table/FilterSelect';
import { inPoolPage, POOL_TABLE, poolOptions } from './inPool';
import { usePoolColumns } from './usePoolColumns';

const rowKey = (row: { imei: string; geofence_id: number }) => `${row.imei}-${row.geofence_id}`;

/**
 * `/vehicles/in_the_pool`: the vehicles standing in a pool (a depot geofence) now, by their latest
 * position, asked again every 30 seconds as the map's pool layer does.
 */
export function VehiclesInPoolPage() {
  const { t } = useTranslation('vehicleGroups');
  const controls = useTableQuery(POOL_TABLE);
  const inPool = useVehiclesInPool(true);
  const rows = inPool.data?.data ?? [];
  const page = inPoolPage(rows, controls.state);
  const columns = usePoolColumns();
  const query = { data: inPool.data ? page : undefined, error: inPool.error, isFetching: inPool.isFetching };

  return (
    <>
      <PageTitle>{t('pool.title')}</PageTitle>
      <Card>
        <DataTable
          columns={columns}
          query={query}
          controls={controls}
          rowKey={rowKey}
          filters={
            <>
              <TableSearch controls={controls} placeholder={t('pool.search')} />
              <FilterSelect
                label={t('pool.pool')}
                value={controls.state.filters.pool}
                options={poolOptions(rows)}
                onChange={(pool) => controls.setFilters({ pool })}
                searchable
              />
            </>
          }
        />
      </Card>
    </>
  );
}
