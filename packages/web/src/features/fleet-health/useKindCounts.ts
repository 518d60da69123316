import { useTranslation } from 'react-i18next';
import { ABNORMAL_TYPES } from '@armada/domain';
import type { Params } from '../../api/client';
import type { CountItem } from './CountBar';
import { useAbnormalSummary } from './fleetHealthApi';

/** The abnormal vehicles per kind (every kind, zero included) and in all, under the search and owner. */
export function useKindCounts(params: Params): { items: CountItem[]; total: number } {
  const { t } = useTranslation('explore');
  const summary = useAbnormalSummary(params);
  const counts = summary.data?.counts ?? [];
  const items = ABNORMAL_TYPES.map((kind) => ({
    key: kind,
    label: t(`abnormal.${kind}`),
    total: counts.find((row) => row.abnormal_type === kind)?.total ?? 0,
  }));
  return { items, total: summary.data?.total ?? 0 };
}
