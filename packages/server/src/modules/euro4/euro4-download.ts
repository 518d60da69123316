import type { Euro4VehicleQuery } from '@armada/domain';
import type { DownloadRequest } from '../../jobs/download-service.js';
import type { Locate } from '../monitoring/monitoring-vehicle.js';
import type { Euro4Truck } from './euro4-fleet.js';
import { vehiclePage } from './euro4-vehicles.js';

const COLUMNS = [
  { header: 'Vehicle', key: 'vehicle_name', width: 28 },
  { header: 'Plate', key: 'vehicle_number', width: 14 },
  { header: 'Chassis', key: 'chassis_number', width: 22 },
  { header: 'IMEI', key: 'imei', width: 18 },
  { header: 'Movement', key: 'movement', width: 12 },
  { header: 'Health', key: 'abnormal_status', width: 12 },
  { header: 'Abnormal kinds', key: 'abnormal_types', width: 24 },
  { header: 'Last update', key: 'time', width: 26 },
  { header: 'Location', key: 'location', width: 40 },
  { header: 'Customer', key: 'customer_name', width: 28 },
  { header: 'Dealer', key: 'dealer_name', width: 28 },
];

/** The Euro 4 trucks matching a list's filters as an xlsx file, from the derivation taken when it was asked. */
export function euro4VehicleDownload(
  trucks: readonly Euro4Truck[],
  query: Euro4VehicleQuery,
  locate: Locate,
): DownloadRequest {
  return {
    title: 'Euro 4 trucks',
    fileName: 'euro4-trucks',
    columns: COLUMNS,
    timeKeys: ['time'],
    rows: async (offset, limit) =>
      vehiclePage(trucks, { ...query, page: offset / limit + 1, count_perpage: limit }, locate).data.map((row) => ({
        ...row,
        abnormal_types: row.abnormal_type.join(', '),
      })),
  };
}
