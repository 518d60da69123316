import { PERMISSION_KEYS, type PermissionKey, type Realm } from '@armada/domain';
import { CUSTOMER_ADMIN_KEYS } from '../modules/customer/customer-admin.js';

/** The one demo password, printed at start and in the README. */
export const DEMO_PASSWORD = 'Armada#2026';

export type DemoOrg = {
  code: string;
  name: string;
  realm: Realm;
  dealer?: string;
  approved: boolean;
  address?: string;
};

export const DEMO_ORGS: DemoOrg[] = [
  {
    code: 'DLR-JKT',
    name: 'Dealer Jakarta Timur',
    realm: 'dealer',
    approved: true,
    address: 'Jl. Raya Bekasi KM 21, Jakarta Timur',
  },
  { code: 'DLR-SBY', name: 'Dealer Surabaya', realm: 'dealer', approved: true, address: 'Jl. Ahmad Yani 88, Surabaya' },
  { code: 'CUS-LOGNUS', name: 'PT Logistik Nusantara', realm: 'customer', dealer: 'DLR-JKT', approved: true },
  { code: 'CUS-SINAR', name: 'PT Sinar Transport', realm: 'customer', dealer: 'DLR-JKT', approved: true },
  { code: 'CUS-MAJU', name: 'CV Maju Jaya', realm: 'customer', dealer: 'DLR-SBY', approved: true },
  { code: 'CUS-TIMUR', name: 'PT Angkutan Timur', realm: 'customer', dealer: 'DLR-SBY', approved: true },
  { code: 'CUS-BARU', name: 'PT Kebijakan Baru', realm: 'customer', dealer: 'DLR-SBY', approved: false },
  { code: 'LSG-ANDALAN', name: 'PT Leasing Andalan', realm: 'leasing', approved: true },
  { code: 'EU4-OPS', name: 'Euro 4 Fleet Operations', realm: 'euro4', approved: true },
  { code: 'AGRO-BEST', name: 'Best Agro Plantation', realm: 'best-agro', approved: true },
];

/** A fleet customer's super admin: the keys a new customer's super admin gets too. */
export const FLEET_KEYS: PermissionKey[] = [...CUSTOMER_ADMIN_KEYS, 'manage_subscription'];

export const DEALER_KEYS: PermissionKey[] = [
  ...FLEET_KEYS,
  'customer_add_user',
  'add_user_org',
  'list_user_org',
  'list_vehicle_status',
  'add_vehicle',
  'edit_vehicle',
  'list_report_vehicle_activation',
  'list_report_customer_activation',
  'view_dealer',
  'upload_retail_sales',
  'view_analytics',
  // Dealers validate the vehicles leasing companies register for the trucks they sold.
  'list_user_leasing',
  'approve_vehicle_leasing',
  // Dealers address announcements to their own customers (docs/decisions.md).
  'edit_announcement',
  // Dealers survey their own customers (docs/decisions.md).
  'add_survey',
  // Dealers answer the service bookings made at their workshops.
  'handle_service',
];

/** The euro4 realm's fleet administrator: its fleet, and the Euro 4 dashboard over every dealer's trucks. */
export const EURO4_KEYS: PermissionKey[] = [...FLEET_KEYS, 'view_dashboard'];

/** The call centre's agent: looks up vehicles and organisations, and phones the owners of silent and abnormal vehicles. */
export const CALL_CENTRE_KEYS: PermissionKey[] = [
  'view_realtime',
  'view_user',
  'use_call_center',
  'list_vehicle',
  'list_notification',
  'list_user_org',
  'view_not_update_vehicle',
  'view_vehicle_abnormal',
];

export const LEASING_KEYS: PermissionKey[] = [
  'view_realtime',
  'view_user',
  'edit_user',
  'list_user_leasing',
  'list_vehicle',
  'list_notification',
  'view_announcement',
  'list_report_trip',
];

export type DemoUser = {
  username: string;
  name: string;
  org: string;
  isorgadmin: number;
  access_type?: number;
  keys: PermissionKey[] | null;
  /** The demo role (seed-user-access.ts) whose keys these are: users list and count their role. */
  role?: string;
  isactive?: number;
  passwordAgeDays?: number;
  weak?: boolean;
  email?: string;
};

const ALL = PERMISSION_KEYS;

export const DEMO_USERS: DemoUser[] = [
  { username: 'root', name: 'Root Administrator', org: 'ARMADA-HQ', isorgadmin: 0, access_type: 3, keys: [] },
  {
    username: 'admin',
    name: 'Brand Administrator',
    org: 'ARMADA-HQ',
    isorgadmin: 2,
    access_type: 3,
    keys: [...ALL],
    role: 'Brand administrator',
  },
  {
    username: 'dealer',
    name: 'Budi Santoso',
    org: 'DLR-JKT',
    isorgadmin: 1,
    access_type: 3,
    keys: DEALER_KEYS,
    role: 'Dealer administrator',
  },
  {
    username: 'dealer2',
    name: 'Siti Rahayu',
    org: 'DLR-SBY',
    isorgadmin: 1,
    access_type: 3,
    keys: DEALER_KEYS,
    role: 'Dealer administrator',
  },
  {
    username: 'customer',
    name: 'Agus Wijaya',
    org: 'CUS-LOGNUS',
    isorgadmin: 1,
    access_type: 3,
    keys: FLEET_KEYS,
    role: 'Fleet administrator',
  },
  {
    username: 'customer2',
    name: 'Dewi Lestari',
    org: 'CUS-MAJU',
    isorgadmin: 1,
    access_type: 3,
    keys: FLEET_KEYS,
    role: 'Fleet administrator',
  },
  {
    username: 'leasing',
    name: 'Hendra Gunawan',
    org: 'LSG-ANDALAN',
    isorgadmin: 1,
    keys: LEASING_KEYS,
    role: 'Leasing administrator',
  },
  {
    username: 'euro4',
    name: 'Rina Kusuma',
    org: 'EU4-OPS',
    isorgadmin: 1,
    access_type: 3,
    keys: EURO4_KEYS,
    role: 'Fleet administrator',
  },
  {
    username: 'agro',
    name: 'Joko Prasetyo',
    org: 'AGRO-BEST',
    isorgadmin: 1,
    access_type: 3,
    keys: FLEET_KEYS,
    role: 'Fleet administrator',
  },
  {
    username: 'callcenter',
    name: 'Call Centre Agent',
    org: 'ARMADA-HQ',
    isorgadmin: 3,
    keys: CALL_CENTRE_KEYS,
    role: 'Call centre agent',
  },
  {
    username: 'driver',
    name: 'Slamet Riyadi',
    org: 'CUS-LOGNUS',
    isorgadmin: 3,
    keys: ['view_user', 'add_answer', 'view_driver_contest'],
    role: 'Driver',
  },
  {
    username: 'inactive',
    name: 'Inactive Account',
    org: 'CUS-SINAR',
    isorgadmin: 3,
    keys: FLEET_KEYS,
    isactive: 2,
    role: 'Fleet administrator',
  },
  {
    username: 'expired',
    name: 'Expired Password',
    org: 'CUS-SINAR',
    isorgadmin: 3,
    keys: FLEET_KEYS,
    passwordAgeDays: 200,
    role: 'Fleet administrator',
  },
  {
    username: 'weak',
    name: 'Weak Password',
    org: 'CUS-SINAR',
    isorgadmin: 3,
    keys: FLEET_KEYS,
    weak: true,
    role: 'Fleet administrator',
  },
  {
    username: 'nopolicy',
    name: 'Super Admin, Policy Pending',
    org: 'CUS-BARU',
    isorgadmin: 1,
    keys: FLEET_KEYS,
    role: 'Fleet administrator',
  },
  {
    username: 'nopolicyuser',
    name: 'User, Policy Pending',
    org: 'CUS-BARU',
    isorgadmin: 3,
    keys: FLEET_KEYS,
    role: 'Fleet administrator',
  },
];
