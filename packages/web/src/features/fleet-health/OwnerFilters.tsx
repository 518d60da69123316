import { useTranslation } from 'react-i18next';
import { REALM_ID, type Viewer } from '@armada/domain';
import { useDealerOptions } from '../../api/dealers';
import { FilterSelect } from '../../components/data-table/FilterSelect';
import type { TableControls } from '../../components/data-table/useTableQuery';
import { useAuth } from '../auth/useAuth';
import { choosesOwner, useCustomerOptions } from '../vehicles/vehiclesApi';

/** The brand's staff choose among dealers; a dealer has only itself. */
const choosesDealer = (viewer: Viewer | null) =>
  viewer !== null && (viewer.isorgadmin === 0 || viewer.realm_id === REALM_ID.admin);

export type OwnerFiltersProps<S extends string> = {
  controls: TableControls<'owner_id' | 'dealer_id', S>;
  /** Whether the list's call takes a dealer filter. */
  byDealer: boolean;
};

/** The dealer and customer filters, for those who may choose them. */
export function OwnerFilters<S extends string>({ controls, byDealer }: OwnerFiltersProps<S>) {
  const { t } = useTranslation('fleetHealth');
  const { viewer } = useAuth();
  const dealerFilter = byDealer && choosesDealer(viewer);
  const ownerFilter = choosesOwner(viewer);
  const dealers = useDealerOptions(dealerFilter);
  const owners = useCustomerOptions(ownerFilter);
  const { filters } = controls.state;
  const asOptions = (list: { value: number; label: string }[] | undefined) =>
    (list ?? []).map((option) => ({ value: String(option.value), label: option.label }));
  return (
    <>
      {dealerFilter && (
        <FilterSelect
          label={t('filter.dealer_id')}
          value={filters.dealer_id}
          options={asOptions(dealers.data)}
          loading={dealers.isPending}
          searchable
          onChange={(dealer_id) => controls.setFilters({ dealer_id })}
        />
      )}
      {ownerFilter && (
        <FilterSelect
          label={t('filter.owner_id')}
          value={filters.owner_id}
          options={asOptions(owners.data)}
          loading={owners.isPending}
          searchable
          onChange={(owner_id) => controls.setFilters({ owner_id })}
        />
      )}
    </>
  );
}
