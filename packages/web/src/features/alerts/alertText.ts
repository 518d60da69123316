import type { TFunction } from 'i18next';
import { isConditionType } from '@armada/domain';
import { durationText } from '../../components/formatDuration';
import type { AlertItem } from './alertItem';
import { decimal } from '../../components/formatNumber';

const numberOf = (value: unknown, digits: number) => (typeof value === 'number' ? decimal(value, digits) : '?');

/** A checkpoint passed against a target time says on time or late ('_on_time', '_late'); else nothing. */
const checkpointTiming = ({ type, data }: AlertItem) =>
  type !== 'pass_checkpoint' || typeof data.target_time !== 'string' ? '' : data.on_time === 1 ? '_on_time' : '_late';

/**
 * The alert's line in the user's language, written from its type and data (the stored text is
 * English): a condition that has ended (speeding, idling, a poor signal) says how long it lasted and
 * its worst value; one going on, or an instant event, what it is.
 */
export function alertText(item: AlertItem, t: TFunction): string {
  const d = item.data;
  const level = typeof d.level === 'string' ? t(`maps:gsm.${d.level}`, { defaultValue: d.level }) : '?';
  const ended = isConditionType(item.type) && typeof d.duration_s === 'number';
  return t(ended ? `ended.${item.type}` : `text.${item.type}${checkpointTiming(item)}`, {
    vehicle: item.vehicle,
    speed: numberOf(d.speed, 0),
    limit: numberOf(d.limit, 0),
    minutes: numberOf(d.minutes, 0),
    volts: numberOf(d.volts, 1),
    hours: numberOf(d.hours, 1),
    duration: ended ? durationText(t, Number(d.duration_s)) : '',
    level,
    geofence:
      typeof d.geofence_name === 'string' ? d.geofence_name : typeof d.geofence_id === 'string' ? d.geofence_id : '?',
    target: typeof d.target_time === 'string' ? d.target_time : '?',
    late: numberOf(d.late_minutes, 0),
    defaultValue: item.text || item.type,
  });
}
