import { useTranslation } from 'react-i18next';
import { REALM_ID, REALMS } from '@armada/domain';

/** Realms as select options, named in the user's language. */
export function useRealmOptions() {
  const { t } = useTranslation('common');
  return REALMS.map((realm) => ({ value: REALM_ID[realm], label: t(`realm.${realm}`) }));
}

export function useRealmName(): (id: number) => string {
  const options = useRealmOptions();
  return (id) => options.find((option) => option.value === id)?.label ?? String(id);
}
