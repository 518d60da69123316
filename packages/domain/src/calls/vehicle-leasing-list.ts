import { Type, type Static } from '@sinclair/typebox';
import { DEFAULT_PAGE_SIZE } from '../constants.js';
import { Closed, Id, PageNumber, literals } from './contract.js';

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

/** One row of the leased-vehicle list: the contract, its vehicle (absent once rejected) and the derived flags. */
export type VehicleLeasingRow = {
  id: number;
  vehicle_id: number | null;
  chassis_number: string;
  imei: string;
  vehicle_name: string | null;
  vehicle_number: string | null;
  owner_name: string;
  customer_id: number | null;
  customer_name: string | null;
  leasing_id: number;
  leasing_name: string | null;
  dealer_id: number;
  dealer_name: string | null;
  contract_number: string;
  tenor: number;
  installment: number;
  start_date: string;
  end_date: string;
  dealer_approval: 'pending' | 'approved' | 'rejected';
  remark: string | null;
  registration_status: 'registering' | 'registered' | null;
  activation_status: string | null;
  telematic_status: number;
  monitoring_status: number;
  update_status: number;
  runner_status: number | null;
  starter_kill_status: number;
  last_update: string | null;
  registered_by_name: string | null;
  decided_by_name: string | null;
  decided_at: string | null;
  created_at: string;
};
