import {
  activationStatusLabel,
  daysSince,
  deriveMovement,
  familyOf,
  isNotUpdated,
  type DeviceStatus,
  type MovementInput,
  type VehicleHistoryColumn,
  type VehicleHistoryRow,
} from '@armada/domain';
import type { XlsxColumn } from '../../jobs/xlsx-writer.js';

/** A vehicle with its owner, dealer, leasing company and latest state, as the history query reads it. */
export type HistoryRecord = {
  id: number;
  imei: string;
  vehicle_name: string;
  vehicle_number: string | null;
  chassis_number: string | null;
  euro_std: string | null;
  gpstype: number;
  device_status: DeviceStatus;
  activation_status: string;
  activation_date: string | null;
  registration_status: VehicleHistoryRow['registration_status'];
  owner_id: number;
  owner_name: string | null;
  dealer_id: number | null;
  dealer_name: string | null;
  leasing_id: number | null;
  leasing_name: string | null;
  created_at: Date;
  time: Date | null;
  lat: number | null;
  lng: number | null;
  speed: number | null;
  ign: string | null;
};

/** The answer's row: the record with the derived labels, days without data and movement. */
export function toHistoryRow(record: HistoryRecord, now: number): VehicleHistoryRow {
  const { gpstype, time, ign, created_at, ...rest } = record;
  const lastUpdate = time ? time.toISOString() : null;
  const last: MovementInput | null = time
    ? { time: time.getTime(), speed: record.speed ?? 0, ign: ign === '1' ? 1 : 0 }
    : null;
  return {
    ...rest,
    gps_type: gpstype,
    device_type: familyOf(gpstype),
    activation_status_name: activationStatusLabel(record.activation_status, 'history'),
    created_at: created_at.toISOString(),
    last_update: lastUpdate,
    days_not_updated: daysSince(lastUpdate, now),
    not_updated: isNotUpdated(time?.getTime(), now),
    movement: deriveMovement(last, { deviceStatus: record.device_status, now }),
  };
}

const HEADERS: Record<VehicleHistoryColumn, [string, number]> = {
  vehicle_name: ['Vehicle name', 28],
  vehicle_number: ['Plate number', 16],
  chassis_number: ['Chassis number', 22],
  imei: ['IMEI', 18],
  device_type: ['Device type', 12],
  euro_std: ['Euro standard', 12],
  owner_name: ['Owner', 28],
  dealer_name: ['Dealer', 24],
  leasing_name: ['Leasing', 24],
  device_status: ['Device status', 14],
  activation_status_name: ['Activation status', 24],
  activation_date: ['Activation date', 16],
  registration_status: ['Registration status', 18],
  last_update: ['Last update', 24],
  days_not_updated: ['Days without data', 16],
  created_at: ['Registered at', 24],
};

/** The file's columns for the chosen keys, with English headers (the file is shared outside the portal). */
export function historyXlsxColumns(keys: readonly VehicleHistoryColumn[]): XlsxColumn[] {
  return keys.map((key) => ({ key, header: HEADERS[key][0], width: HEADERS[key][1] }));
}
