import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDecimal } from '@armada/domain';

export type ReadingFormat = (type: string) => (value: number | null) => string;

/** A sensor's reading in its unit: °C with one decimal, kg whole, anything else as a plain number. */
export function useReadingFormat(): ReadingFormat {
  const { t } = useTranslation('reports');
  return useCallback<ReadingFormat>(
    (type) => (value) => {
      if (type === 'temperature') return t('sensor.units.celsius', { value: formatDecimal(value, 'de', 1) });
      if (type === 'load') return t('sensor.units.kg', { value: formatDecimal(value, 'de', 0) });
      return formatDecimal(value, 'de', 0);
    },
    [t],
  );
}
