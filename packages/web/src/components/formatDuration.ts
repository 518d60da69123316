import type { TFunction } from 'i18next';

/** A duration in seconds as "1 h 5 min", "12 min" or "40 s" in the user's language (common:duration). */
export function durationText(t: TFunction, seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  if (whole < 60) return t('common:duration.seconds', { seconds: whole });
  const minutes = Math.round(whole / 60);
  const hours = Math.floor(minutes / 60);
  return hours > 0
    ? t('common:duration.hours_minutes', { hours, minutes: minutes % 60 })
    : t('common:duration.minutes', { minutes });
}
