import { useTranslation } from 'react-i18next';
import { NO_DEALER_ID } from '@armada/domain';

/** A dealer's name; the trucks no dealer serves are named as such. */
export function useDealerName() {
  const { t } = useTranslation('euro4');
  return (row: { dealer_id: number; dealer_name: string | null }): string =>
    row.dealer_id === NO_DEALER_ID ? t('no_dealer') : (row.dealer_name ?? t('no_dealer'));
}
