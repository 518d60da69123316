import { Type, type Static } from '@sinclair/typebox';
import { DEFAULT_PAGE_SIZE } from '../constants.js';
import { Page } from '../api.js';
import { DEVICE_FAMILIES } from '../telemetry/device.js';
import { DEVICE_STATUSES, MOVEMENTS } from '../telemetry/movement.js';
import { SENSOR_TYPES } from '../telemetry/sensors.js';
import { SILENCE_REASONS } from '../telemetry/silence.js';
import { EURO_STDS } from '../telemetry/signal.js';
import { REGISTRATION_STATUSES } from './vehicle.js';
import { Closed, DateTime, Id, literals, orNull, PageNumber } from './contract.js';

/**
 * Vehicle history (spec document 2 section 7.4): the vehicle list with each vehicle's status and
 * last update, at `vehicle/vehicle_history/list_vehicle_history` and `list_notupdate` (vehicles
 * whose last data is older than NOT_UPDATED_AFTER_DAYS, or that never sent any), with downloads.
 */
export const VEHICLE_HISTORY_SORTS = [
  'vehicle_name',
  '-vehicle_name',
  'vehicle_number',
  '-vehicle_number',
  'chassis_number',
  '-chassis_number',
  'last_update',
  '-last_update',
  'created_at',
  '-created_at',
] as const;
export type VehicleHistorySort = (typeof VEHICLE_HISTORY_SORTS)[number];

export const ACTIVATION_CODES = ['0', '1', '2'] as const;
export const GPS_TYPES = ['1', '2', '3'] as const;

/** The columns a download may hold, in their default order; `header` picks and orders them. */
export const VEHICLE_HISTORY_COLUMNS = [
  'vehicle_name',
  'vehicle_number',
  'chassis_number',
  'imei',
  'device_type',
  'euro_std',
  'owner_name',
  'dealer_name',
  'leasing_name',
  'device_status',
  'activation_status_name',
  'activation_date',
  'registration_status',
  'last_update',
  'days_not_updated',
  'created_at',
  'likely_reason',
  'location',
  'owner_contact_name',
  'owner_phone',
  'owner_email',
] as const;
export type VehicleHistoryColumn = (typeof VEHICLE_HISTORY_COLUMNS)[number];

/** The columns added for the not-updated list (reason, place, owner contact): the vehicle list's download leaves them out unless asked. */
export const NOT_UPDATED_COLUMNS = [
  'likely_reason',
  'location',
  'owner_contact_name',
  'owner_phone',
  'owner_email',
] as const satisfies readonly VehicleHistoryColumn[];

/** The vehicle list's download: every column but the not-updated list's own, as before they existed. */
export const VEHICLE_LIST_COLUMNS: readonly VehicleHistoryColumn[] = VEHICLE_HISTORY_COLUMNS.filter(
  (key) => !(NOT_UPDATED_COLUMNS as readonly string[]).includes(key),
);

/** A comma list of allowed values ('0,1'), so a filter may take several at once as the leasing calls do. */
const codeList = (values: readonly string[]) =>
  Type.Optional(Type.String({ pattern: `^(${values.join('|')})(,(${values.join('|')}))*$`, maxLength: 600 }));
const orgId = Type.Optional(Id());

const filters = {
  sort: Type.Union(
    VEHICLE_HISTORY_SORTS.map((value) => Type.Literal(value)),
    { default: 'vehicle_name' },
  ),
  euro_std: codeList(EURO_STDS),
  device_status: codeList(DEVICE_STATUSES),
  activation_status: codeList(ACTIVATION_CODES),
  /** Our addition: the registration status, so the vehicle list's download holds what the list shows. */
  registration_status: codeList(REGISTRATION_STATUSES),
  gps_type: codeList(GPS_TYPES),
  /** The feature a vehicle is fitted with: a sensor type option; all_sensor is any sensor. */
  fitur: Type.Optional(Type.Union(SENSOR_TYPES.map((value) => Type.Literal(value)))),
  /** The download's columns, comma separated, in order (VEHICLE_HISTORY_COLUMNS); every column when absent. */
  header: codeList(VEHICLE_HISTORY_COLUMNS),
  /** Vehicle name, plate, chassis number, IMEI or owner name, contained. */
  search: Type.Optional(Type.String({ maxLength: 100 })),
  owner_id: orgId,
  /** The owner's dealer. */
  dealer_id: orgId,
  leasing_id: orgId,
  /** Our addition: the likely reasons of silence (SILENCE_REASONS), comma separated; only silent vehicles have one. */
  likely_reason: codeList(SILENCE_REASONS),
};

export const VehicleHistoryQuery = Closed({
  count_perpage: Type.Integer({ minimum: 1, maximum: 1000, default: DEFAULT_PAGE_SIZE }),
  page: PageNumber(),
  ...filters,
});
export type VehicleHistoryQuery = Static<typeof VehicleHistoryQuery>;

/** A download holds every matching row with count_perpage 0 (the default), else that page of them. */
export const VehicleHistoryDownloadQuery = Closed({
  count_perpage: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
  page: PageNumber(),
  ...filters,
});
export type VehicleHistoryDownloadQuery = Static<typeof VehicleHistoryDownloadQuery>;

/** The filters of a history call as lists of values; absent or empty means no filter. */
export function historyCodes(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

/** The download's columns: those `header` names, in its order and once each, or the list's default columns. */
export function historyColumns(
  header: string | undefined,
  defaults: readonly VehicleHistoryColumn[] = VEHICLE_HISTORY_COLUMNS,
): VehicleHistoryColumn[] {
  const asked = historyCodes(header).filter((key): key is VehicleHistoryColumn =>
    (VEHICLE_HISTORY_COLUMNS as readonly string[]).includes(key),
  );
  return asked.length > 0 ? [...new Set(asked)] : [...defaults];
}

/** Whole days since the last data (floor), or null when the vehicle never sent any. */
export function daysSince(lastUpdate: string | null, now: number): number | null {
  if (lastUpdate === null) return null;
  const time = Date.parse(lastUpdate);
  return Number.isFinite(time) ? Math.max(0, Math.floor((now - time) / 86_400_000)) : null;
}

/** One row of the vehicle history lists. */
export const VehicleHistoryRow = Closed({
  id: Id(),
  imei: Type.String(),
  vehicle_name: Type.String(),
  vehicle_number: orNull(Type.String()),
  chassis_number: orNull(Type.String()),
  euro_std: orNull(Type.String()),
  gps_type: Type.Integer(),
  device_type: literals(DEVICE_FAMILIES),
  device_status: literals(DEVICE_STATUSES),
  activation_status: Type.String(),
  /** The spec's history label: 'Vehicle Runner Active', 'Vehicle Runner Inactive', 'Non Runner' or '-'. */
  activation_status_name: Type.String(),
  activation_date: orNull(Type.String()),
  registration_status: literals(REGISTRATION_STATUSES),
  owner_id: Id(),
  owner_name: orNull(Type.String()),
  dealer_id: orNull(Id()),
  dealer_name: orNull(Type.String()),
  leasing_id: orNull(Id()),
  leasing_name: orNull(Type.String()),
  created_at: DateTime(),
  /** The last data's device time (ISO 8601), null when none arrived. */
  last_update: orNull(DateTime()),
  days_not_updated: orNull(Type.Integer()),
  not_updated: Type.Boolean(),
  movement: literals(MOVEMENTS),
  lat: orNull(Type.Number()),
  lng: orNull(Type.Number()),
  speed: orNull(Type.Number()),
  /** Why a silent vehicle most likely went silent (silenceReason), null while it reports. */
  likely_reason: orNull(literals(SILENCE_REASONS)),
  /** The last known place in the reader's language, null without a position or an address for it. */
  location: orNull(Type.String()),
  /** Whom to call about the vehicle: the owner's contact person, else its super admin. */
  owner_contact_name: orNull(Type.String()),
  owner_phone: orNull(Type.String()),
  owner_email: orNull(Type.String()),
});
export type VehicleHistoryRow = Static<typeof VehicleHistoryRow>;

export const VehicleHistoryPage = Page(VehicleHistoryRow);
export type VehicleHistoryPage = Static<typeof VehicleHistoryPage>;

/** The not-updated vehicles per likely reason, for the same filters as the list (its likely_reason aside). */
const { sort: _sort, header: _header, likely_reason: _reason, ...summaryFilters } = filters;
export const NotUpdatedSummaryQuery = Closed(summaryFilters);
export type NotUpdatedSummaryQuery = Static<typeof NotUpdatedSummaryQuery>;

export const NotUpdatedSummary = Closed({
  total: Type.Integer(),
  counts: Type.Array(Closed({ likely_reason: literals(SILENCE_REASONS), total: Type.Integer() })),
});
export type NotUpdatedSummary = Static<typeof NotUpdatedSummary>;
