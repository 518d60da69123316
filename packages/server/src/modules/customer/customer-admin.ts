import type { PermissionKey } from '@armada/domain';

/**
 * What a new customer's super admin may do (the spec does not list it): run their own fleet, the
 * same keys the demo customers' super admins hold.
 */
export const CUSTOMER_ADMIN_KEYS: readonly PermissionKey[] = [
  'view_realtime',
  'view_user',
  'edit_user',
  'edit_device_setting',
  'send_starter_kill',
  'list_job_order',
  'list_vehicle',
  'list_vehicle_group',
  'vehicle_in_pool',
  'list_report_trip',
  'sensor_view_vehicle_sensor',
  'sensor_add_vehicle_sensor',
  'sensor_edit_vehicle_sensor',
  'list_geofence',
  'edit_geofence',
  'list_notification',
  'view_announcement',
  'list_spbu',
  'edit_spbu',
  'list_fuel',
  'view_not_update_vehicle',
  'view_vehicle_abnormal',
  'add_answer',
  'list_driver',
  'edit_driver',
  'view_driver_contest',
  'book_service',
];

/** How long the set-password link of a new account lasts: three days, not a reset's hour. */
export const WELCOME_LINK_MINUTES = 3 * 24 * 60;
