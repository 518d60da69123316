import { useTranslation } from 'react-i18next';
import type { DealerApproval } from '@armada/domain';
import type { FilterOption } from '../../components/data-table/FilterSelect';
import type { LeaseFilterControl } from './leaseLists';

const APPROVAL_BY_CODE: Record<string, DealerApproval> = { '0': 'pending', '1': 'approved', '2': 'rejected' };
const FLAG_FILTERS = [
  'monitoring_status',
  'telematic_status',
  'update_status',
  'activation_status',
  'runner_status',
  'starter_kill_status',
] as const;
type FlagFilter = (typeof FLAG_FILTERS)[number];

export const isFlagFilter = (key: LeaseFilterControl): key is FlagFilter =>
  (FLAG_FILTERS as readonly string[]).includes(key);

/** The words of the leasing lists: approval states, the 0/1 filters' choices, activation codes. */
export function useLeaseLabels() {
  const { t } = useTranslation('leasing');
  return {
    approval: (status: DealerApproval) => t(`approval.${status}`),
    approvalChoices: (codes: readonly string[]): FilterOption[] =>
      codes.map((code) => ({ value: code, label: t(`approval.${APPROVAL_BY_CODE[code] ?? 'pending'}`) })),
    flagChoices: (key: FlagFilter): FilterOption[] => [
      { value: '1', label: t(`flag.${key}.1`) },
      { value: '0', label: t(`flag.${key}.0`) },
    ],
    flag: (key: FlagFilter, value: number | null) => (value === null ? '-' : t(`flag.${key}.${value === 1 ? 1 : 0}`)),
    activation: (code: string | null) => (code === '0' || code === '1' || code === '2' ? t(`activation.${code}`) : '-'),
  };
}
