import { Type, type Static } from '@sinclair/typebox';
import { DEFAULT_PAGE_SIZE } from '../constants.js';
import { Page } from '../api.js';
import { ABNORMAL_TYPES } from '../telemetry/health.js';
import { Closed, DateTime, Id, literals, orNull, PageNumber } from './contract.js';

/**
 * Abnormal vehicles (ours: the spec names the screens /abnormalVehicles and /abnormalVehicles/maps,
 * not their calls): the visible vehicles whose health is abnormal, at
 * `vehicle/vehicle_abnormal/list_vehicle_abnormal`, with counts per kind at `summary_vehicle_abnormal`.
 */
const kindList = Type.Optional(
  Type.String({ pattern: `^(${ABNORMAL_TYPES.join('|')})(,(${ABNORMAL_TYPES.join('|')}))*$`, maxLength: 200 }),
);

const filters = {
  /** The kinds asked for (ABNORMAL_TYPES), comma separated: a vehicle with any of them; every kind when absent. */
  abnormal_type: kindList,
  /** Vehicle name, plate, chassis number or IMEI, contained. */
  search: Type.Optional(Type.String({ maxLength: 100 })),
  owner_id: Type.Optional(Id()),
};

/** The map asks for every abnormal vehicle at once: up to 20,000 a page. */
export const VehicleAbnormalQuery = Closed({
  count_perpage: Type.Integer({ minimum: 1, maximum: 20_000, default: DEFAULT_PAGE_SIZE }),
  page: PageNumber(),
  ...filters,
});
export type VehicleAbnormalQuery = Static<typeof VehicleAbnormalQuery>;

export const VehicleAbnormalSummaryQuery = Closed({ search: filters.search, owner_id: filters.owner_id });
export type VehicleAbnormalSummaryQuery = Static<typeof VehicleAbnormalSummaryQuery>;

export const VehicleAbnormalRow = Closed({
  vehicle_id: Id(),
  imei: Type.String(),
  vehicle_name: Type.String(),
  vehicle_number: orNull(Type.String()),
  abnormal_type: Type.Array(literals(ABNORMAL_TYPES)),
  /** When the oldest of its kinds was last raised as an alert, when one was (else unknown). */
  since: orNull(DateTime()),
  last_update: orNull(DateTime()),
  lat: orNull(Type.Number()),
  lng: orNull(Type.Number()),
  heading: orNull(Type.Number()),
  /** The last known place in the reader's language. */
  location: orNull(Type.String()),
  owner_id: Id(),
  owner_name: orNull(Type.String()),
  owner_contact_name: orNull(Type.String()),
  owner_phone: orNull(Type.String()),
  owner_email: orNull(Type.String()),
});
export type VehicleAbnormalRow = Static<typeof VehicleAbnormalRow>;

export const VehicleAbnormalPage = Page(VehicleAbnormalRow);
export type VehicleAbnormalPage = Static<typeof VehicleAbnormalPage>;

/** Abnormal vehicles in all, and per kind (a vehicle counts under each of its kinds). */
export const VehicleAbnormalSummary = Closed({
  total: Type.Integer(),
  counts: Type.Array(Closed({ abnormal_type: literals(ABNORMAL_TYPES), total: Type.Integer() })),
});
export type VehicleAbnormalSummary = Static<typeof VehicleAbnormalSummary>;
