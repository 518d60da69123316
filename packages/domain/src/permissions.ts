/**
 * The permission catalogue (spec document 1 section 6), in its ten groups. Keys marked `added` are
 * ours, for screens whose permission the spec leaves "not shown" (see docs/permissions.md).
 */
export const PERMISSION_GROUPS = [
  'monitoring',
  'user',
  'report',
  'vehicle',
  'sensor',
  'geo',
  'notification',
  'app_management',
  'fuel',
  'survey',
] as const;
export type PermissionGroup = (typeof PERMISSION_GROUPS)[number];

type Entry = { group: PermissionGroup; added?: true };

const CATALOGUE = {
  view_realtime: { group: 'monitoring' },
  view_dashboard: { group: 'monitoring', added: true },
  edit_device_setting: { group: 'monitoring', added: true },
  send_starter_kill: { group: 'monitoring', added: true },
  list_job_order: { group: 'monitoring', added: true },

  view_user: { group: 'user' },
  edit_user: { group: 'user', added: true },
  customer_add_user: { group: 'user' },
  add_user_org: { group: 'user' },
  list_user_org: { group: 'user' },
  list_user_leasing: { group: 'user' },
  list_user_access: { group: 'user' },
  list_user_type: { group: 'user' },
  list_user: { group: 'user' },
  edit_user_type: { group: 'user', added: true },
  edit_user_profile: { group: 'user', added: true },
  edit_user_access: { group: 'user', added: true },
  list_login_log: { group: 'user', added: true },
  read_outbox: { group: 'user', added: true },
  use_call_center: { group: 'user', added: true },
  view_dealer: { group: 'user', added: true },

  list_report_trip: { group: 'report' },
  list_report_vehicle_activation: { group: 'report' },
  list_report_customer_activation: { group: 'report' },
  view_driver_contest: { group: 'report', added: true },
  list_driver: { group: 'vehicle', added: true },
  edit_driver: { group: 'vehicle', added: true },
  upload_retail_sales: { group: 'report', added: true },
  view_analytics: { group: 'report', added: true },

  list_vehicle: { group: 'vehicle' },
  list_vehicle_status: { group: 'vehicle' },
  list_vehicle_group: { group: 'vehicle' },
  vehicle_in_pool: { group: 'vehicle' },
  view_not_update_vehicle: { group: 'vehicle' },
  view_vehicle_abnormal: { group: 'vehicle' },
  add_vehicle: { group: 'vehicle', added: true },
  edit_vehicle: { group: 'vehicle', added: true },
  approve_vehicle_leasing: { group: 'vehicle', added: true },
  manage_subscription: { group: 'vehicle', added: true },
  book_service: { group: 'vehicle', added: true },
  handle_service: { group: 'vehicle', added: true },
  edit_plan: { group: 'vehicle', added: true },
  confirm_payment: { group: 'vehicle', added: true },

  sensor_view_vehicle_sensor: { group: 'sensor' },
  sensor_add_vehicle_sensor: { group: 'sensor' },
  sensor_edit_vehicle_sensor: { group: 'sensor' },

  list_geofence: { group: 'geo', added: true },
  edit_geofence: { group: 'geo', added: true },

  list_notification: { group: 'notification', added: true },
  view_announcement: { group: 'notification' },
  edit_announcement: { group: 'notification' },
  edit_wiki: { group: 'notification', added: true },

  list_services: { group: 'app_management' },
  list_functions: { group: 'app_management' },
  list_apps: { group: 'app_management' },
  list_realms: { group: 'app_management' },
  edit_app_management: { group: 'app_management', added: true },

  list_spbu: { group: 'fuel' },
  edit_spbu: { group: 'fuel', added: true },
  list_fuel: { group: 'fuel' },

  add_survey: { group: 'survey' },
  add_answer: { group: 'survey' },
} as const satisfies Record<string, Entry>;

export type PermissionKey = keyof typeof CATALOGUE;
export const PERMISSION_KEYS = Object.keys(CATALOGUE) as PermissionKey[];

export function permissionGroup(key: PermissionKey): PermissionGroup {
  return CATALOGUE[key].group;
}

export function isAddedKey(key: PermissionKey): boolean {
  const entry: Entry = CATALOGUE[key];
  return entry.added === true;
}

export function isPermissionKey(key: string): key is PermissionKey {
  return Object.hasOwn(CATALOGUE, key);
}

/** The user_access map of a session: a key grants when present and truthy. */
export type UserAccess = Partial<Record<string, boolean | number>>;

export type AccessHolder = { isorgadmin: number; user_access: UserAccess | null };

/** Root (isorgadmin 0) holds every permission; anyone else holds only what user_access lists. */
export function hasPermission(holder: AccessHolder, key: PermissionKey): boolean {
  if (holder.isorgadmin === 0) return true;
  const value = holder.user_access?.[key];
  return value === true || value === 1;
}

export function keysByGroup(): Record<PermissionGroup, PermissionKey[]> {
  const groups = Object.fromEntries(PERMISSION_GROUPS.map((g) => [g, [] as PermissionKey[]]));
  for (const key of PERMISSION_KEYS) groups[permissionGroup(key)]?.push(key);
  return groups as Record<PermissionGroup, PermissionKey[]>;
}
