import { Type, type Static } from '@sinclair/typebox';
import { DEFAULT_PAGE_SIZE } from '../constants.js';
import { Page } from '../api.js';
import { DEALER_APPROVALS } from './leasing.js';
import { REGISTRATION_STATUSES } from './vehicle.js';
import { Closed, DateTime, Id, PageNumber, literals, orNull } from './contract.js';

/**
 * The leased-vehicle list and its download (spec document 2 section 7.6). The 0/1 filters take one
 * value or a comma list ('0,1' = either, as the spec writes them); what each means is in
 * docs/decisions.md:
 * - telematic_status: 1 the tracker has reported at least once, 0 never;
 * - monitoring_status: 1 the lease is in force (start date to start + tenor), 0 not (ended, not begun);
 * - update_status: 1 reported within the not-updated threshold (2 days), 0 not updated;
 * - dealer_approval: 0 pending, 1 approved, 2 rejected (ours: the registration refused, chassis freed);
 * - activation_status: 1 vehicle active (activation code '2'), 0 not active;
 * - runner_status: 1 runner (activation code '1' or '2'), 0 non runner (code '0');
 * - starter_kill_status: 1 the starter is killed (imb 1 in the latest state), 0 free.
 */
export const VEHICLE_LEASING_SEARCH_FIELDS = [
  'chassis_number',
  'vehicle_number',
  'owner_name',
  'customer_name',
] as const;
export type VehicleLeasingSearchField = (typeof VEHICLE_LEASING_SEARCH_FIELDS)[number];

export const VEHICLE_LEASING_SORTS = [
  'created_at',
  'chassis_number',
  'vehicle_number',
  'owner_name',
  'customer_name',
  'leasing_name',
  'dealer_name',
  'contract_number',
  'start_date',
  'last_update',
] as const;
export type VehicleLeasingSort = (typeof VEHICLE_LEASING_SORTS)[number];

export const VEHICLE_LEASING_FLAGS = [
  'telematic_status',
  'monitoring_status',
  'update_status',
  'activation_status',
  'runner_status',
  'starter_kill_status',
] as const;
export type VehicleLeasingFlag = (typeof VEHICLE_LEASING_FLAGS)[number];

const flag = () => Type.Optional(Type.String({ pattern: '^[01](,[01])?$' }));

const filters = {
  page: PageNumber(),
  sort_by: literals(VEHICLE_LEASING_SORTS, { default: 'created_at' }),
  sort: literals(['asc', 'desc'] as const, { default: 'desc' }),
  telematic_status: flag(),
  monitoring_status: flag(),
  update_status: flag(),
  activation_status: flag(),
  runner_status: flag(),
  starter_kill_status: flag(),
  dealer_approval: Type.Optional(Type.String({ pattern: '^[012](,[012]){0,2}$' })),
  dealer_id: Type.Optional(Id()),
  leasing_id: Type.Optional(Id()),
  search_by: Type.Optional(literals(VEHICLE_LEASING_SEARCH_FIELDS)),
  search: Type.Optional(Type.String({ maxLength: 100 })),
};

export const VehicleLeasingListQuery = Closed({
  count_perpage: Type.Integer({ minimum: 1, maximum: 1000, default: DEFAULT_PAGE_SIZE }),
  ...filters,
});
export type VehicleLeasingListQuery = Static<typeof VehicleLeasingListQuery>;

/** The download holds every matching row unless count_perpage (0 = all, the default) says otherwise. */
export const VehicleLeasingDownloadQuery = Closed({
  count_perpage: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
  ...filters,
});
export type VehicleLeasingDownloadQuery = Static<typeof VehicleLeasingDownloadQuery>;

/** The values of a 0/1 (or 0/1/2) filter; undefined when absent. */
export function flagValues(text: string | undefined): string[] | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  return [...new Set(text.split(',').map((value) => value.trim()))];
}

/** A derived 0/1 flag of a row (what each means: the list's filters above). */
const flagValue = () => Type.Integer({ minimum: 0, maximum: 1 });
const DAY = () => Type.String({ format: 'date' });

/** One row of the leased-vehicle list: the contract, its vehicle (absent once rejected) and the derived flags. */
export const VehicleLeasingRow = Closed({
  id: Id(),
  vehicle_id: orNull(Id()),
  chassis_number: Type.String(),
  imei: Type.String(),
  vehicle_name: orNull(Type.String()),
  vehicle_number: orNull(Type.String()),
  owner_name: Type.String(),
  customer_id: orNull(Id()),
  customer_name: orNull(Type.String()),
  leasing_id: Id(),
  leasing_name: orNull(Type.String()),
  dealer_id: Id(),
  dealer_name: orNull(Type.String()),
  contract_number: Type.String(),
  tenor: Type.Integer(),
  installment: Type.Integer(),
  start_date: DAY(),
  end_date: DAY(),
  dealer_approval: literals(DEALER_APPROVALS),
  remark: orNull(Type.String()),
  /** The vehicle's registration; null once rejected (the waiting vehicle is gone). */
  registration_status: orNull(literals(REGISTRATION_STATUSES)),
  activation_status: orNull(Type.String()),
  telematic_status: flagValue(),
  monitoring_status: flagValue(),
  update_status: flagValue(),
  /** Null without a vehicle. */
  runner_status: orNull(flagValue()),
  starter_kill_status: flagValue(),
  last_update: orNull(DateTime()),
  registered_by_name: orNull(Type.String()),
  decided_by_name: orNull(Type.String()),
  decided_at: orNull(DateTime()),
  created_at: DateTime(),
});
export type VehicleLeasingRow = Static<typeof VehicleLeasingRow>;

export const VehicleLeasingPage = Page(VehicleLeasingRow);
export type VehicleLeasingPage = Static<typeof VehicleLeasingPage>;

/** add_vehicle_leasing and approve_vehicle_leasing: the lease and the vehicle it registered or handed over. */
export const VehicleLeasingResult = Closed({ id: Id(), vehicle_id: Id() });
export type VehicleLeasingResult = Static<typeof VehicleLeasingResult>;

/** A dealer a leasing company may name as validator (list_leasing_dealer), by code. */
export const LeasingDealerOption = Closed({ id: Id(), code: orNull(Type.String()), name: Type.String() });
export type LeasingDealerOption = Static<typeof LeasingDealerOption>;

export const LeasingDealerPage = Page(LeasingDealerOption);
export type LeasingDealerPage = Static<typeof LeasingDealerPage>;
