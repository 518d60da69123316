/** Notification tabs and their types (spec document 2 section 9). */
export const NOTIFICATION_FILTERS = ['info', 'activity', 'promo'] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];

export const INFO_TYPES = [
  'spare_part',
  'privacy_policy',
  'disclaimer',
  'maintenance_waiting',
  'maintenance_approve',
  'report_download',
  'reminders',
  'service_update',
  'service_cancellation',
  'new_spare_part',
  'info',
  // Ours: a tracker connection refused because its IMEI is connected from another address (administrators only).
  'tracker_takeover',
  // Ours: a tracker sent a record dated more than a day ahead or before every positions partition (administrators only).
  'tracker_clock',
  // Ours: a dealer approved or rejected a leasing company's vehicle (to that leasing company, with the remark).
  'leasing_decision',
] as const;

export const ACTIVITY_TYPES = [
  'vehicle_stop',
  'vehicle_idle',
  'electric_warning',
  'batterybackup_on',
  'starterkill_on',
  'starterkill_off',
  'towing',
  'jamming',
  'simcard_change',
  'signal_poor',
  'accu_drop',
  'in_geofence',
  'out_geofence',
  'pass_checkpoint',
  'overspeed',
  'fatigue_event',
  // Ours (issue 13): fuel lost while the truck stood still, beyond what idling explains (docs/fuel.md).
  'fuel_drain',
] as const;

export type InfoType = (typeof INFO_TYPES)[number];
export type ActivityType = (typeof ACTIVITY_TYPES)[number];
export type NotificationType = InfoType | ActivityType | 'promo';

/** English type names stored with each notification (the web shows its own translation by type). */
export const ACTIVITY_TYPE_NAMES: Readonly<Record<ActivityType, string>> = {
  vehicle_stop: 'Vehicle stopped',
  vehicle_idle: 'Vehicle idling',
  electric_warning: 'Electrical warning',
  batterybackup_on: 'Running on backup battery',
  starterkill_on: 'Starter kill on',
  starterkill_off: 'Starter kill off',
  towing: 'Towing',
  jamming: 'GSM jamming',
  simcard_change: 'SIM card changed',
  signal_poor: 'Poor GSM signal',
  accu_drop: 'Accu voltage drop',
  in_geofence: 'Entered geofence',
  out_geofence: 'Left geofence',
  pass_checkpoint: 'Passed checkpoint',
  overspeed: 'Overspeed',
  fatigue_event: 'Driver fatigue',
  fuel_drain: 'Fuel drained while parked',
};

export function filterOfType(type: string): NotificationFilter {
  if ((ACTIVITY_TYPES as readonly string[]).includes(type)) return 'activity';
  if (type === 'promo') return 'promo';
  return 'info';
}
