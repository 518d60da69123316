import type { VehicleLeasingRow } from '@armada/domain';
import type { XlsxColumn } from '../../jobs/xlsx-writer.js';

/** The columns of the leased-vehicle file (download_vehicle_leasing). */
export const VEHICLE_LEASING_COLUMNS: readonly XlsxColumn[] = [
  { header: 'Chassis number', key: 'chassis_number', width: 22 },
  { header: 'Vehicle number', key: 'vehicle_number', width: 14 },
  { header: 'IMEI', key: 'imei', width: 18 },
  { header: 'Owner (contract)', key: 'owner_name', width: 26 },
  { header: 'Customer', key: 'customer_name', width: 26 },
  { header: 'Leasing', key: 'leasing_name', width: 24 },
  { header: 'Dealer', key: 'dealer_name', width: 24 },
  { header: 'Contract number', key: 'contract_number', width: 20 },
  { header: 'Tenor (months)', key: 'tenor', width: 12 },
  { header: 'Installment (IDR)', key: 'installment', width: 16 },
  { header: 'Start date', key: 'start_date', width: 12 },
  { header: 'End date', key: 'end_date', width: 12 },
  { header: 'Dealer approval', key: 'dealer_approval', width: 14 },
  { header: 'Remark', key: 'remark', width: 30 },
  { header: 'Telematics', key: 'telematic_status', width: 11 },
  { header: 'Lease in force', key: 'monitoring_status', width: 13 },
  { header: 'Updated', key: 'update_status', width: 10 },
  { header: 'Activation', key: 'activation', width: 16 },
  { header: 'Starter kill', key: 'starter_kill_status', width: 11 },
  { header: 'Last update', key: 'last_update', width: 22 },
];

const ACTIVATION: Readonly<Record<string, string>> = {
  '0': 'Non Runner',
  '1': 'Vehicle Inactive',
  '2': 'Vehicle Active',
};
const yesNo = (flag: number) => (flag === 1 ? 'Yes' : 'No');
const text = (value: unknown) => (value === null || value === undefined || value === '' ? '-' : value);

/** A row as the file shows it: flags as Yes/No, the activation code as its label, empty values '-'. */
export function fileRow(row: VehicleLeasingRow): Record<string, unknown> {
  return {
    ...Object.fromEntries(Object.entries(row).map(([key, value]) => [key, text(value)])),
    telematic_status: yesNo(row.telematic_status),
    monitoring_status: yesNo(row.monitoring_status),
    update_status: yesNo(row.update_status),
    starter_kill_status: row.starter_kill_status === 1 ? 'On' : 'Off',
    activation: row.activation_status === null ? '-' : (ACTIVATION[row.activation_status] ?? '-'),
    last_update: row.last_update ? new Date(row.last_update).toISOString() : '-',
  };
}
