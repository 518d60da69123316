import { useCallback } from 'react';
import { useReadingFormat } from '../reports/sensor/useReadingFormat';

/** A reading in its sensor's unit (°C, kg); a tag as it is read; '-' without one. */
export function useSensorValue() {
  const format = useReadingFormat();
  return useCallback(
    (type: string, value: number | string | null) => {
      if (value === null || value === '') return '-';
      return typeof value === 'number' ? format(type)(value) : value;
    },
    [format],
  );
}
