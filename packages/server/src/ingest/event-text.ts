import type { EventDetail, EventType } from '@armada/domain';

type Describable = { type: EventType; label: string; detail: EventDetail };

const num = (detail: EventDetail, key: string) =>
  typeof detail[key] === 'number' ? Math.round(Number(detail[key]) * 10) / 10 : '?';

/** The English line stored with an activity notification; the web builds its own from type and data. */
export function eventText({ type, label, detail }: Describable): string {
  switch (type) {
    case 'overspeed':
      return `${label} is driving at ${num(detail, 'speed')} km/h, above the speed limit`;
    case 'vehicle_idle':
      return `${label} has been idling for ${num(detail, 'minutes')} minutes`;
    case 'vehicle_stop':
      return `${label} stopped`;
    case 'towing':
      return `${label} is moving at ${num(detail, 'speed')} km/h with the ignition off`;
    case 'accu_drop':
    case 'electric_warning':
      return `${label}: accu voltage ${num(detail, 'volts')} V`;
    case 'batterybackup_on':
      return `${label} lost external power and runs on its backup battery`;
    case 'fatigue_event':
      return `${label} has been driving for ${num(detail, 'hours')} hours without a rest`;
    default:
      return `${label}: ${type.replace(/_/g, ' ')}`;
  }
}
