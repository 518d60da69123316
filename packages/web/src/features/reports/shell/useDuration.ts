import { useTranslation } from 'react-i18next';
import { splitDuration } from './reportFormat';

/** A duration in seconds as "2 h 5 m" (or "5 m") in the user's language. */
export function useDuration(): (seconds: number) => string {
  const { t } = useTranslation('reports');
  return (seconds) => {
    const { hours, minutes } = splitDuration(seconds);
    return hours > 0 ? t('units.hours_minutes', { hours, minutes }) : t('units.minutes', { minutes });
  };
}
