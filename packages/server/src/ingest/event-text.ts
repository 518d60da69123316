import type { EventDetail, EventType } from '@armada/domain';

type Describable = { type: EventType; label: string; detail: EventDetail };

const num = (detail: EventDetail, key: string) =>
  typeof detail[key] === 'number' ? Math.round(Number(detail[key]) * 10) / 10 : '?';

const placeName = (detail: EventDetail) => String(detail.geofence_name ?? `geofence ${String(detail.geofence_id)}`);

/** ' on time (target 08:00)' or ' 25 min late (target 08:00)'; nothing for a checkpoint without a target. */
function checkpointWords(detail: EventDetail): string {
  if (typeof detail.target_time !== 'string') return '';
  const target = `(target ${detail.target_time})`;
  return detail.on_time === 1 ? ` on time ${target}` : ` ${num(detail, 'late_minutes')} min late ${target}`;
}

/** A duration in seconds as the English line says it: "1 h 05 min", "12 min", "40 s". */
export function durationWords(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  if (minutes === 0) return `${Math.max(0, Math.round(seconds))} s`;
  const hours = Math.floor(minutes / 60);
  return hours === 0 ? `${minutes} min` : `${hours} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** The English line of a condition that has ended (its detail carries duration_s). */
function endedText({ type, label, detail }: Describable): string | null {
  if (typeof detail.duration_s !== 'number') return null;
  const span = durationWords(detail.duration_s);
  switch (type) {
    case 'overspeed':
      return `${label} drove above the speed limit for ${span}, up to ${num(detail, 'speed')} km/h`;
    case 'vehicle_idle':
      return `${label} idled for ${span}`;
    case 'vehicle_stop':
      return `${label} stopped for ${span}`;
    case 'towing':
      return `${label} moved with the ignition off for ${span}, up to ${num(detail, 'speed')} km/h`;
    case 'accu_drop':
      return `${label}: accu voltage low for ${span}, down to ${num(detail, 'volts')} V`;
    case 'electric_warning':
      return `${label}: electrical warning for ${span}, accu voltage ${num(detail, 'volts')} V`;
    case 'batterybackup_on':
      return `${label} ran on its backup battery for ${span}`;
    case 'signal_poor':
      return `${label}: GSM signal ${String(detail.level ?? '?')} for ${span}`;
    case 'jamming':
      return `${label}: GSM jamming for ${span}`;
    default:
      return null;
  }
}

/** The English line stored with an activity notification; the web builds its own from type and data. */
export function eventText(event: Describable): string {
  const { type, label, detail } = event;
  const ended = endedText(event);
  if (ended) return ended;
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
    case 'in_geofence':
      return `${label} entered ${placeName(detail)}`;
    case 'out_geofence':
      return `${label} left ${placeName(detail)}`;
    case 'pass_checkpoint':
      return `${label} passed checkpoint ${placeName(detail)}${checkpointWords(detail)}`;
    case 'fuel_drain':
      return `${label} lost ${num(detail, 'litres')} litres of fuel while parked`;
    default:
      return `${label}: ${type.replace(/_/g, ' ')}`;
  }
}
