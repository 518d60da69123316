import { Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { ABNORMAL_TYPES, EURO4_PATHS, EURO4_STATE_FILTERS, HEALTH_STATUSES, MOVEMENTS } from '@armada/domain';
import { DataTable } from '../../components/data-table/DataTable';
import { DownloadButton } from '../../components/DownloadButton';
import { FilterSelect } from '../../components/data-table/FilterSelect';
import { TableSearch } from '../../components/data-table/TableSearch';
import { useTableQuery } from '../../components/data-table/useTableQuery';
import { LinkButton } from '../../components/LinkButton';
import { PageTitle } from '../../components/PageTitle';
import { useEuro4Vehicles, VEHICLE_TABLE } from './euro4Api';
import { useDealerName } from './useDealerName';
import { useVehicleColumns } from './useVehicleColumns';

const ROW_KEY = 'imei';
const STATES = EURO4_STATE_FILTERS.filter((state) => state !== 'all');

/**
 * `/euro4-dealer/list?dealer_id=`: a dealer's Euro 4 trucks (every dealer's without one) with their
 * movement, health, last update, location and customer; searched, filtered, sorted and paged.
 */
export function Euro4DealerListPage() {
  const { t } = useTranslation('euro4');
  const controls = useTableQuery(VEHICLE_TABLE);
  const vehicles = useEuro4Vehicles(controls.state);
  const { filters } = controls.state;
  const oneDealer = filters.dealer_id !== undefined;
  const columns = useVehicleColumns(oneDealer);
  const nameOf = useDealerName();
  const first = vehicles.data?.data[0];
  const title = !oneDealer
    ? t('list_title_all')
    : first
      ? t('list_title', { dealer: nameOf(first) })
      : t('list_title_dealer');
  const options = (values: readonly string[], prefix: string) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));
  return (
    <>
      <Flex wrap gap={8} align="center" justify="space-between">
        <PageTitle>{title}</PageTitle>
        <LinkButton to="/euro4-dealer/menu" type="link">
          {t('back_to_dealers')}
        </LinkButton>
      </Flex>
      <Card>
        <DataTable
          columns={columns}
          query={vehicles}
          controls={controls}
          rowKey={ROW_KEY}
          filters={
            <>
              <TableSearch controls={controls} placeholder={t('search_vehicle')} />
              <FilterSelect
                label={t('columns.movement')}
                value={filters.type}
                options={options(MOVEMENTS, 'movement')}
                onChange={(type) => controls.setFilters({ type })}
              />
              <FilterSelect
                label={t('columns.health')}
                value={filters.health}
                options={options(HEALTH_STATUSES, 'health')}
                onChange={(health) => controls.setFilters({ health, abnormal_type: undefined })}
              />
              <FilterSelect
                label={t('abnormal.title')}
                value={filters.abnormal_type}
                options={options(ABNORMAL_TYPES, 'abnormal')}
                onChange={(abnormal_type) => controls.setFilters({ abnormal_type })}
              />
              <FilterSelect
                label={t('state.title')}
                value={filters.state}
                options={options(STATES, 'state')}
                onChange={(state) => controls.setFilters({ state })}
              />
              <DownloadButton path={EURO4_PATHS.download} params={{ ...filters, sort: controls.state.sort }} />
              {oneDealer && (
                <LinkButton to="/euro4-dealer/list" type="link">
                  {t('all_dealers_trucks')}
                </LinkButton>
              )}
            </>
          }
        />
      </Card>
    </>
  );
}
