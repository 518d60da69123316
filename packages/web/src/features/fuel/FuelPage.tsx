import { useMemo } from 'react';
import { DatePicker, Drawer } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FUEL_USE_CALLS, type FuelVehicleRow } from '@armada/domain';
import { DataTable } from '../../components/data-table/DataTable';
import { TableSearch } from '../../components/data-table/TableSearch';
import { useTableQuery } from '../../components/data-table/useTableQuery';
import { DownloadButton } from '../../components/DownloadButton';
import { PageTitle } from '../../components/PageTitle';
import { useDrawerSize } from '../../components/resource/useDrawerSize';
import { fleetPage } from './fleetRows';
import { FUEL_TABLE, periodOf, useFuelList } from './fuelApi';
import { FuelSummary } from './FuelSummary';
import { FuelVehiclePanel } from './FuelVehiclePanel';
import { useFuelColumns } from './useFuelColumns';

const DAY = 'YYYY-MM-DD';
const ROW_KEY = 'vehicle_id';

/**
 * `/fuel`: the fleet's fuel over a period (list_fuel): per vehicle litres, distance, consumption,
 * refuels, drains and cost, sortable; the fleet's totals, monthly cost and best and worst units; a
 * vehicle opens in a side panel with its level chart and manual refuels; the table as xlsx.
 */
export function FuelPage() {
  const { t } = useTranslation('fuel');
  const controls = useTableQuery(FUEL_TABLE);
  const { filters, sort, page, limit } = controls.state;
  const period = periodOf(filters);
  const list = useFuelList(period, filters.search);
  const size = useDrawerSize(720);
  const open = (row: FuelVehicleRow) => controls.setFilters({ vehicle: String(row.vehicle_id) });
  const columns = useFuelColumns(open);
  const rows = list.data?.data;
  const query = useMemo(
    () => ({
      data: rows ? fleetPage(rows, sort ?? '-litres', page, limit) : undefined,
      error: list.error,
      isFetching: list.isFetching,
    }),
    [rows, sort, page, limit, list.error, list.isFetching],
  );
  const vehicleId = Number(filters.vehicle);
  const chosen = rows?.find((row) => row.vehicle_id === vehicleId);
  return (
    <>
      <PageTitle>{t('fleet.title')}</PageTitle>
      {list.data && <FuelSummary list={list.data} />}
      <DataTable
        columns={columns}
        query={query}
        controls={controls}
        rowKey={ROW_KEY}
        filters={
          <>
            <DatePicker.RangePicker
              aria-label={t('fleet.period')}
              value={[dayjs(period.start_date, DAY), dayjs(period.end_date, DAY)]}
              allowClear={false}
              onChange={(range) =>
                controls.setFilters({ start_date: range?.[0]?.format(DAY), end_date: range?.[1]?.format(DAY) })
              }
              style={{ maxWidth: '100%' }}
            />
            <TableSearch controls={controls} placeholder={t('fleet.search')} />
            <DownloadButton path={FUEL_USE_CALLS.download} params={{ ...period, search: filters.search }} />
          </>
        }
      />
      <Drawer
        open={Number.isInteger(vehicleId) && vehicleId > 0}
        onClose={() => controls.setFilters({ vehicle: undefined })}
        size={size}
        title={chosen ? (chosen.vehicle_number ?? chosen.vehicle_name) : t('vehicle.title')}
        destroyOnHidden
      >
        {vehicleId > 0 && <FuelVehiclePanel vehicleId={vehicleId} row={chosen} period={period} />}
      </Drawer>
    </>
  );
}
