import { ACTIVITY_TYPES, type ActivityType } from '@armada/domain';

/** How urgent a type is for a control room: danger, warning, info, or plain. */
export type AlertLevel = 'danger' | 'warning' | 'info' | 'plain';

const LEVELS: Record<ActivityType, AlertLevel> = {
  overspeed: 'danger',
  towing: 'danger',
  jamming: 'danger',
  electric_warning: 'danger',
  accu_drop: 'danger',
  fatigue_event: 'danger',
  fuel_drain: 'danger',
  batterybackup_on: 'warning',
  starterkill_on: 'warning',
  simcard_change: 'warning',
  signal_poor: 'warning',
  vehicle_idle: 'warning',
  in_geofence: 'info',
  out_geofence: 'info',
  pass_checkpoint: 'info',
  starterkill_off: 'plain',
  vehicle_stop: 'plain',
};

/** Tag colours of antd by level. */
export const LEVEL_COLORS: Record<AlertLevel, string> = {
  danger: 'red',
  warning: 'orange',
  info: 'blue',
  plain: 'default',
};

export const isActivityType = (type: string): type is ActivityType =>
  (ACTIVITY_TYPES as readonly string[]).includes(type);

export const levelOf = (type: string): AlertLevel => (isActivityType(type) ? LEVELS[type] : 'plain');

/** The type filter's values, as the address bar carries them (?type=a,b). */
export function parseTypes(value: string | null): string[] {
  return (value ?? '').split(',').filter(isActivityType);
}
