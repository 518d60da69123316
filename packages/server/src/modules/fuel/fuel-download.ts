import type { FuelList } from '@armada/domain';
import type { DownloadRequest } from '../../jobs/download-service.js';
import type { XlsxColumn } from '../../jobs/xlsx-writer.js';

const COLUMNS: XlsxColumn[] = [
  { header: 'Vehicle', key: 'vehicle_name', width: 24 },
  { header: 'Plate', key: 'vehicle_number', width: 14 },
  { header: 'Fuel used (L)', key: 'litres_used', width: 14 },
  { header: 'Distance (km)', key: 'distance_km', width: 14 },
  { header: 'Engine hours', key: 'engine_hours', width: 13 },
  { header: 'L/100 km', key: 'l_per_100km', width: 10 },
  { header: 'L/engine hour', key: 'l_per_engine_hour', width: 14 },
  { header: 'Refuels', key: 'refuels', width: 9 },
  { header: 'Drains', key: 'drains', width: 9 },
  { header: 'Drained (L)', key: 'drained_litres', width: 12 },
  { header: 'Manual refuels (L)', key: 'manual_litres', width: 18 },
  { header: 'Cost (Rp)', key: 'cost', width: 14 },
];

/** The xlsx of list_fuel: a row per vehicle, as the fleet table shows them. */
export function fuelDownload(list: FuelList): DownloadRequest {
  const rows = list.data.map((row) => ({ ...row }));
  return {
    title: `Fuel ${list.start_date} to ${list.end_date}`,
    fileName: `fuel-${list.start_date}-${list.end_date}`,
    columns: COLUMNS,
    rows: async (offset, limit) => rows.slice(offset, offset + limit),
  };
}
