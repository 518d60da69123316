import type { VehicleHistoryColumn } from '@armada/domain';
import type { TableConfig } from '../../components/data-table/tableState';
import { HISTORY_TABLE, NOT_UPDATED_TABLE, RESOURCE_TABLE, type VehicleFilter, type VehicleSort } from './listParams';
import type { HistoryCall } from './vehiclesApi';

export type VehicleColumnKey =
  | 'vehicle_name'
  | 'vehicle_number'
  | 'chassis_number'
  | 'imei'
  | 'device_type'
  | 'euro_std'
  | 'owner_name'
  | 'dealer_name'
  | 'leasing_name'
  | 'device_status'
  | 'activation_status'
  | 'registration_status'
  | 'movement'
  | 'last_update'
  | 'days_not_updated'
  | 'likely_reason'
  | 'created_at';

/** What one vehicle list route shows; every vehicle list is the same page with one of these. */
export type VehicleListConfig = {
  /** The vehicle resource (list_vehicle) or a history call (list_vehicle_history, list_notupdate). */
  source: 'resource' | HistoryCall;
  table: TableConfig<VehicleFilter, VehicleSort>;
  titleKey: string;
  searchKey: string;
  columns: readonly VehicleColumnKey[];
  /** Filters beyond the search box; the owner filter shows only for those who choose owners. */
  filters: readonly Exclude<VehicleFilter, 'search'>[];
  /** Search pages list nothing until something is searched. */
  requireSearch: boolean;
  /** The download call and the file's columns, or null for none. */
  download: { call: HistoryCall; header: readonly VehicleHistoryColumn[] } | null;
  detailPath: '/vehicles/detail' | '/vehicles/detailstatus';
  /** Offers 'Register vehicle' to those with add_vehicle. */
  create: boolean;
};

type Filters = VehicleListConfig['filters'];

const ALL_FILTERS: Filters = [
  'euro_std',
  'device_status',
  'activation_status',
  'registration_status',
  'gps_type',
  'owner_id',
];
const STATUS_FILTERS: Filters = ['euro_std', 'device_status', 'activation_status', 'gps_type', 'fitur', 'owner_id'];
const LIST_COLUMNS = [
  'vehicle_name',
  'vehicle_number',
  'chassis_number',
  'imei',
  'owner_name',
  'euro_std',
  'device_type',
  'device_status',
  'activation_status',
  'registration_status',
] as const;
const STATUS_COLUMNS = [
  'vehicle_name',
  'vehicle_number',
  'chassis_number',
  'owner_name',
  'movement',
  'activation_status',
  'device_status',
  'registration_status',
  'last_update',
] as const;
/** The files hold the columns of their list (activation as its history label), plus dates. */
const LIST_FILE: readonly VehicleHistoryColumn[] = [
  'vehicle_name',
  'vehicle_number',
  'chassis_number',
  'imei',
  'owner_name',
  'euro_std',
  'device_type',
  'device_status',
  'activation_status_name',
  'registration_status',
  'created_at',
];
const STATUS_FILE: readonly VehicleHistoryColumn[] = [
  'vehicle_name',
  'vehicle_number',
  'chassis_number',
  'imei',
  'owner_name',
  'activation_status_name',
  'activation_date',
  'device_status',
  'registration_status',
  'last_update',
  'days_not_updated',
];

const list: VehicleListConfig = {
  source: 'resource',
  table: RESOURCE_TABLE,
  titleKey: 'list.title',
  searchKey: 'list.search',
  columns: LIST_COLUMNS,
  filters: ALL_FILTERS,
  requireSearch: false,
  download: { call: 'history', header: LIST_FILE },
  detailPath: '/vehicles/detail',
  create: true,
};

const status: VehicleListConfig = {
  source: 'history',
  table: HISTORY_TABLE,
  titleKey: 'status.title',
  searchKey: 'list.search',
  columns: STATUS_COLUMNS,
  filters: STATUS_FILTERS,
  requireSearch: false,
  download: { call: 'history', header: STATUS_FILE },
  detailPath: '/vehicles/detailstatus',
  create: false,
};

export const DEFAULT_LIST = list;

/** The vehicle list routes (decisions in docs/decisions.md). */
export const VEHICLE_LISTS: Readonly<Record<string, VehicleListConfig>> = {
  '/vehicles/list': list,
  '/vehicles/status': status,
  '/vehicles/search': { ...list, titleKey: 'search.title', filters: [], requireSearch: true, download: null },
  '/vehicles/searchstatus': {
    ...status,
    titleKey: 'search.status_title',
    filters: [],
    requireSearch: true,
    download: null,
  },
  '/vehicles/search_vehicle_customer': {
    ...status,
    titleKey: 'search.customer_title',
    searchKey: 'search.customer_search',
    columns: ['owner_name', 'dealer_name', 'leasing_name', 'vehicle_name', 'vehicle_number', 'chassis_number', 'imei'],
    filters: ['owner_id'],
    requireSearch: true,
    download: null,
    detailPath: '/vehicles/detail',
  },
  '/vehicle/not-updated': {
    ...status,
    source: 'notupdate',
    table: NOT_UPDATED_TABLE,
    titleKey: 'not_updated.title',
    columns: [
      'vehicle_name',
      'vehicle_number',
      'chassis_number',
      'imei',
      'owner_name',
      'device_status',
      'last_update',
      'days_not_updated',
      'likely_reason',
    ],
    download: { call: 'notupdate', header: [...STATUS_FILE, 'likely_reason'] },
  },
};
