import type { TFunction } from 'i18next';
import { formatDecimal } from '@armada/domain';
import type { AlertItem } from './alertItem';

const numberOf = (value: unknown, digits: number) =>
  typeof value === 'number' ? formatDecimal(value, 'de', digits) : '?';

/** The alert's line in the user's language, written from its type and data (the stored text is English). */
export function alertText(item: AlertItem, t: TFunction): string {
  const d = item.data;
  const level = typeof d.level === 'string' ? t(`maps:gsm.${d.level}`, { defaultValue: d.level }) : '?';
  return t(`text.${item.type}`, {
    vehicle: item.vehicle,
    speed: numberOf(d.speed, 0),
    minutes: numberOf(d.minutes, 0),
    volts: numberOf(d.volts, 1),
    hours: numberOf(d.hours, 1),
    level,
    geofence: typeof d.geofence_id === 'string' ? d.geofence_id : '?',
    defaultValue: item.text || item.type,
  });
}
