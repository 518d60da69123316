import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { decimal } from '../../../components/formatNumber';

export type ReadingFormat = (type: string) => (value: number | null) => string;

/** A sensor's reading in its unit: °C with one decimal, kg whole, anything else as a plain number. */
export function useReadingFormat(): ReadingFormat {
  const { t } = useTranslation('reports');
  return useCallback<ReadingFormat>(
    (type) => (value) => {
      if (type === 'temperature') return t('sensor.units.celsius', { value: decimal(value, 1) });
      if (type === 'load') return t('sensor.units.kg', { value: decimal(value, 0) });
      return decimal(value, 0);
    },
    [t],
  );
}
