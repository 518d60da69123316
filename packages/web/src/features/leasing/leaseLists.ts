import type { LeaseDefaults, LeaseFilter } from './leaseTable';

export type LeaseColumnKey =
  | 'chassis_number'
  | 'vehicle_number'
  | 'imei'
  | 'owner_name'
  | 'customer_name'
  | 'leasing_name'
  | 'dealer_name'
  | 'contract_number'
  | 'terms'
  | 'period'
  | 'dealer_approval'
  | 'remark'
  | 'telematics'
  | 'activation'
  | 'last_update'
  | 'registered'
  | 'decided';

/** The filters offered beyond the search (search_by + search are on every list). */
export type LeaseFilterControl = Exclude<LeaseFilter, 'search' | 'search_by'>;

/** What one leased-vehicle list route shows; the three lists are the same page with one of these. */
export type LeaseListConfig = {
  titleKey: string;
  columns: readonly LeaseColumnKey[];
  /** The few columns a phone shows (the row opens the rest). */
  phoneColumns: readonly LeaseColumnKey[];
  filters: readonly LeaseFilterControl[];
  /** Filter values sent while the user has chosen none. */
  defaults: LeaseDefaults;
  /** The dealer approval choices the filter offers. */
  approvals: readonly ('0' | '1' | '2')[];
  download: boolean;
  /** A search page lists nothing until something is searched. */
  requireSearch: boolean;
  /** Where a row opens: the lease detail, or the approval screen while it is pending. */
  opens: 'detail' | 'validation';
};

const FLAGS: readonly LeaseFilterControl[] = [
  'monitoring_status',
  'telematic_status',
  'update_status',
  'activation_status',
  'runner_status',
  'starter_kill_status',
];

/** The leased-vehicle list routes (docs/decisions.md says what each holds). */
export const LEASE_LISTS: Readonly<Record<string, LeaseListConfig>> = {
  '/leasing/vehicle-list': {
    titleKey: 'vehicles.title',
    columns: [
      'chassis_number',
      'vehicle_number',
      'contract_number',
      'owner_name',
      'customer_name',
      'dealer_approval',
      'telematics',
      'period',
      'terms',
      'last_update',
      'leasing_name',
      'dealer_name',
      'activation',
    ],
    phoneColumns: ['chassis_number', 'dealer_approval'],
    filters: ['dealer_approval', ...FLAGS, 'dealer_id', 'leasing_id'],
    defaults: { dealer_approval: '0,1' },
    approvals: ['0', '1'],
    download: true,
    requireSearch: false,
    opens: 'detail',
  },
  '/leasing/vehicle-validation': {
    titleKey: 'validation.list_title',
    columns: [
      'chassis_number',
      'imei',
      'contract_number',
      'owner_name',
      'leasing_name',
      'dealer_name',
      'registered',
      'dealer_approval',
      'remark',
      'decided',
    ],
    phoneColumns: ['chassis_number', 'dealer_approval'],
    filters: ['dealer_approval', 'dealer_id', 'leasing_id'],
    defaults: { dealer_approval: '0' },
    approvals: ['0', '1', '2'],
    download: false,
    requireSearch: false,
    opens: 'validation',
  },
  '/leasing/search': {
    titleKey: 'search.title',
    columns: [
      'chassis_number',
      'vehicle_number',
      'owner_name',
      'customer_name',
      'leasing_name',
      'contract_number',
      'dealer_approval',
    ],
    phoneColumns: ['chassis_number', 'owner_name', 'dealer_approval'],
    filters: [],
    defaults: {},
    approvals: [],
    download: false,
    requireSearch: true,
    opens: 'detail',
  },
};
