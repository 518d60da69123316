import {
  activationStatusLabel,
  daysSince,
  deriveMovement,
  familyOf,
  isNotUpdated,
  silenceReason,
  type DeviceStatus,
  type SilenceReason,
  type TelemetryProperties,
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
  sat: number | null;
  props: TelemetryProperties | null;
  owner_contact_name: string | null;
  owner_phone: string | null;
  owner_email: string | null;
};

/** The address of a point in the reader's language, at once (addressService.locate). */
export type Locate = (lat: number, lng: number) => string | null;

/** The last record as silenceReason() reads it, null when the vehicle never reported. */
const lastRecord = ({ time, gpstype, speed, sat, props }: HistoryRecord) =>
  time ? { gpstype, speed: speed ?? 0, sat: sat ?? 0, properties: props ?? {} } : null;

/** The answer's row: the record with the derived labels, days without data, movement, reason and place. */
export function toHistoryRow(record: HistoryRecord, now: number, locate: Locate): VehicleHistoryRow {
  const { gpstype, time, sat: _sat, props, created_at, ...rest } = record;
  const lastUpdate = time ? time.toISOString() : null;
  const last: MovementInput | null = time
    ? { time: time.getTime(), speed: record.speed ?? 0, ign: props?.ign === 1 ? 1 : 0 }
    : null;
  const notUpdated = isNotUpdated(time?.getTime(), now);
  return {
    ...rest,
    gps_type: gpstype,
    device_type: familyOf(gpstype),
    activation_status_name: activationStatusLabel(record.activation_status, 'history'),
    created_at: created_at.toISOString(),
    last_update: lastUpdate,
    days_not_updated: daysSince(lastUpdate, now),
    not_updated: notUpdated,
    movement: deriveMovement(last, { deviceStatus: record.device_status, now }),
    likely_reason: notUpdated ? silenceReason(lastRecord(record)) : null,
    location: record.lat !== null && record.lng !== null ? locate(record.lat, record.lng) : null,
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
  likely_reason: ['Likely reason', 16],
  location: ['Last known place', 40],
  owner_contact_name: ['Owner contact', 24],
  owner_phone: ['Owner phone', 18],
  owner_email: ['Owner e-mail', 28],
};

/** The file's columns for the chosen keys, with English headers (the file is shared outside the portal). */
export function historyXlsxColumns(keys: readonly VehicleHistoryColumn[]): XlsxColumn[] {
  return keys.map((key) => ({ key, header: HEADERS[key][0], width: HEADERS[key][1] }));
}

const REASON_TEXTS: Record<SilenceReason, string> = {
  power_cut: 'Power cut',
  no_signal: 'No signal',
  parked_long: 'Parked long',
  unknown: 'Unknown',
  never_reported: 'Never reported',
};

/** A row as the file writes it: the likely reason in English words, as the headers are. */
export function historyXlsxRow(
  row: VehicleHistoryRow,
): Omit<VehicleHistoryRow, 'likely_reason'> & { likely_reason: string | null } {
  return { ...row, likely_reason: row.likely_reason ? REASON_TEXTS[row.likely_reason] : null };
}
