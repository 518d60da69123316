import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ABNORMAL_TYPES, HEALTH_STATUSES, MOVEMENTS, type Euro4Summary } from '@armada/domain';
import type { BreakdownEntry } from './BreakdownCard';
import { vehicleListPath } from './euro4Api';

/** The summary's movement, health and abnormality counts as labelled entries linking to their trucks. */
export function useBreakdowns(summary: Euro4Summary | undefined) {
  const { t } = useTranslation('euro4');
  return useMemo(() => {
    if (!summary) return { movement: undefined, health: undefined, abnormal: undefined };
    const movement: BreakdownEntry[] = MOVEMENTS.map((type) => ({
      key: type,
      label: t(`movement.${type}`),
      count: summary.movement[type],
      to: vehicleListPath({ type }),
    }));
    const health: BreakdownEntry[] = HEALTH_STATUSES.map((status) => ({
      key: status,
      label: t(`health.${status}`),
      count: summary.health[status],
      to: vehicleListPath({ health: status }),
    }));
    const abnormal: BreakdownEntry[] = ABNORMAL_TYPES.map((kind) => ({
      key: kind,
      label: t(`abnormal.${kind}`),
      count: summary.abnormal_types[kind],
      to: vehicleListPath({ health: 'abnormal', abnormal_type: kind }),
    }));
    return { movement, health, abnormal };
  }, [summary, t]);
}
