import { useTranslation } from 'react-i18next';
import { ACCOUNT_STATE } from '@armada/domain';

export type Option = { value: number; label: string };

/** isorgadmin levels 0 to 3 by name. */
export function useLevelOptions(): Option[] {
  const { t } = useTranslation('userAccess');
  return [0, 1, 2, 3].map((value) => ({ value, label: t(`user.levels.${value}`) }));
}

export function useAccessTypeOptions(): Option[] {
  const { t } = useTranslation('userAccess');
  return [1, 2, 3].map((value) => ({ value, label: t(`user.access_types.${value}`) }));
}

/** Account states: active, waiting for the set-password mail, switched off. */
export function useStatusOptions(): Option[] {
  const { t } = useTranslation('userAccess');
  return [ACCOUNT_STATE.active, ACCOUNT_STATE.waiting, ACCOUNT_STATE.inactive].map((value) => ({
    value,
    label: t(`user.statuses.${value}`),
  }));
}
