import { useTranslation } from 'react-i18next';

/** Translated sensor type and source names ('temp.1' is 'Temperature probe 2'). */
export function useSensorLabels() {
  const { t } = useTranslation('vehicles');
  return {
    type: (type: string) => t(`sensor.type.${type}`, { defaultValue: type }),
    source: (source: string) => {
      const probe = /^temp\.(\d)$/.exec(source);
      return probe
        ? t('sensor.source.temp', { n: Number(probe[1]) + 1 })
        : t(`sensor.source.${source}`, { defaultValue: source });
    },
  };
}
