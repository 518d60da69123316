import { useTranslation } from 'react-i18next';
import { BUSINESS_SECTORS, BUSINESS_TYPES, USER_STATUSES } from '@armada/domain';

export type Option<V> = { value: V; label: string };

/** The business sector, business type and super-admin status choices, named in the user's language. */
export function useCustomerOptions() {
  const { t } = useTranslation('customers');
  const sectors: Option<string>[] = BUSINESS_SECTORS.map((value) => ({ value, label: t(`sector.${value}`) }));
  const types: Option<string>[] = BUSINESS_TYPES.map((value) => ({ value, label: t(`type.${value}`) }));
  const statuses: Option<number>[] = USER_STATUSES.map((value) => ({ value, label: t(`user_status.${value}`) }));
  const labelOf = <V>(options: Option<V>[], value: V | null | undefined) =>
    options.find((option) => option.value === value)?.label ?? '-';
  return {
    sectors,
    types,
    statuses,
    sectorName: (value: string | null) => labelOf(sectors, value),
    typeName: (value: string | null) => labelOf(types, value),
    statusName: (value: number | null) => labelOf(statuses, value),
  };
}
