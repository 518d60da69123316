import { Type, type Static } from '@sinclair/typebox';
import { ACTIVITY_TYPES } from '../notification-types.js';
import { Closed, Id, literals, orNull } from './contract.js';

/**
 * Alert rules on the generic API (spec document 2 section 7.1): `notification/alert_rule/
 * {add,edit,view,delete,list}_alert_rule`. A rule is its user's own: which activity events (section
 * 9) tell them, in the portal and by e-mail to one or several comma-separated addresses, for which
 * vehicle groups and places, outside which quiet hours. Once a user has a rule, the live alerts they
 * get are those their rules let through; the alerts page keeps every event.
 */
export const ALERT_RULE_RESOURCE = { group: 'notification', name: 'alert_rule' } as const;

/** The events a rule can pick: the activity types; about places, the ones a place filter narrows. */
export const ALERT_RULE_EVENTS = ACTIVITY_TYPES;
export const PLACE_EVENT_TYPES = ['in_geofence', 'out_geofence', 'pass_checkpoint'] as const;

/** A local time of day, 'HH:MM' (24-hour). */
export const TIME_OF_DAY_PATTERN = '^([01][0-9]|2[0-3]):[0-5][0-9]$';
const TimeOfDay = Type.String({ pattern: TIME_OF_DAY_PATTERN });

/** At most this many mails a rule sends in ALERT_MAIL_WINDOW_MINUTES; the rest are counted in the next one. */
export const ALERT_MAILS_PER_WINDOW = 20;
export const ALERT_MAIL_WINDOW_MINUTES = 10;

/** Event types joined by commas ('in_geofence,out_geofence'), as a form body carries a list. */
const EVENTS = ALERT_RULE_EVENTS.join('|');
export const EVENT_LIST_PATTERN = `^(${EVENTS})(,(${EVENTS}))*$`;
/** Ids joined by commas; empty for none. */
export const ID_LIST_PATTERN = '^$|^[1-9][0-9]{0,8}(,[1-9][0-9]{0,8})*$';

const rowFields = {
  name: Type.String({ minLength: 1, maxLength: 60 }),
  event_types: Type.Array(literals(ALERT_RULE_EVENTS)),
  /** Empty: every vehicle the user sees. */
  vehicle_group_ids: Type.Array(Type.Integer()),
  /** Empty: any place. */
  place_ids: Type.Array(Type.Integer()),
  portal: Type.Boolean(),
  /** '' for no mail, or addresses separated by commas (the spec's e-mail rule, each). */
  emails: Type.String({ maxLength: 500 }),
  quiet_from: orNull(TimeOfDay),
  quiet_to: orNull(TimeOfDay),
  enabled: Type.Boolean(),
};

export const AlertRule = Closed({
  id: Type.Integer(),
  ...rowFields,
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type AlertRule = Static<typeof AlertRule>;

/** A body's fields: lists joined by commas, a quiet-hours end '' for none (a form body's way). */
const bodyFields = {
  name: Type.String({ minLength: 1, maxLength: 60, pattern: '\\S' }),
  event_types: Type.String({ minLength: 1, maxLength: 600, pattern: EVENT_LIST_PATTERN }),
  vehicle_group_ids: Type.String({ maxLength: 500, pattern: ID_LIST_PATTERN }),
  place_ids: Type.String({ maxLength: 2000, pattern: ID_LIST_PATTERN }),
  portal: Type.Boolean(),
  emails: Type.String({ maxLength: 500 }),
  quiet_from: Type.String({ pattern: `^$|${TIME_OF_DAY_PATTERN}` }),
  quiet_to: Type.String({ pattern: `^$|${TIME_OF_DAY_PATTERN}` }),
  enabled: Type.Boolean(),
};

/** A new rule names itself and its events; the rest defaults to every vehicle and place, in the portal, at all hours. */
export const AlertRuleAddBody = Closed({
  name: bodyFields.name,
  event_types: bodyFields.event_types,
  vehicle_group_ids: Type.Optional(bodyFields.vehicle_group_ids),
  place_ids: Type.Optional(bodyFields.place_ids),
  portal: Type.Optional(bodyFields.portal),
  emails: Type.Optional(bodyFields.emails),
  quiet_from: Type.Optional(bodyFields.quiet_from),
  quiet_to: Type.Optional(bodyFields.quiet_to),
  enabled: Type.Optional(bodyFields.enabled),
});
export type AlertRuleAddBody = Static<typeof AlertRuleAddBody>;

export const AlertRuleEditBody = Closed({
  id: Id(),
  ...Type.Partial(Closed(bodyFields)).properties,
});
export type AlertRuleEditBody = Static<typeof AlertRuleEditBody>;

/** The distinct entries of a comma-joined list ('' is none). */
export const listOf = (text: string): string[] => [...new Set(text.split(',').filter(Boolean))];

/** Minutes since local midnight of 'HH:MM'. */
const minuteOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** Whether a local minute of the day falls in quiet hours [from, to), which may run past midnight (22:00-06:00). */
export function inQuietHours(minuteOfDay: number, from: string | null, to: string | null): boolean {
  if (from === null || to === null) return false;
  const [start, end] = [minuteOf(from), minuteOf(to)];
  if (start === end) return false;
  return start < end ? minuteOfDay >= start && minuteOfDay < end : minuteOfDay >= start || minuteOfDay < end;
}

/** What a rule asks of an event: a vehicle in one of its groups (or any), about one of its places (or any). */
export type RuleTarget = {
  type: string;
  vehicleGroups: readonly number[];
  /** The place an event is about; null for events about no place. */
  placeId: number | null;
  /** Local minute of the day of the event. */
  minuteOfDay: number;
};

/** Whether a rule lets an event through: enabled, its type, group and place, outside its quiet hours. */
export function ruleMatches(
  rule: Pick<AlertRule, 'event_types' | 'vehicle_group_ids' | 'place_ids' | 'quiet_from' | 'quiet_to' | 'enabled'>,
  target: RuleTarget,
): boolean {
  if (!rule.enabled || !(rule.event_types as readonly string[]).includes(target.type)) return false;
  if (rule.vehicle_group_ids.length > 0 && !rule.vehicle_group_ids.some((id) => target.vehicleGroups.includes(id)))
    return false;
  if (rule.place_ids.length > 0 && (target.placeId === null || !rule.place_ids.includes(target.placeId))) return false;
  return !inQuietHours(target.minuteOfDay, rule.quiet_from, rule.quiet_to);
}
