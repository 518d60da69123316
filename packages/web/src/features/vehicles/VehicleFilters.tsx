import { useTranslation } from 'react-i18next';
import {
  ACTIVATION_CODES,
  DEVICE_STATUSES,
  EURO_STDS,
  GPSTYPE,
  REGISTRATION_STATUSES,
  SENSOR_TYPES,
} from '@armada/domain';
import { TableSearch } from '../../components/data-table/TableSearch';
import type { TableControls } from '../../components/data-table/useTableQuery';
import { useAuth } from '../auth/useAuth';
import { FilterSelect, type FilterOption } from '../../components/data-table/FilterSelect';
import type { VehicleFilter, VehicleSort } from './listParams';
import type { VehicleListConfig } from './vehicleLists';
import { choosesOwner, useCustomerOptions } from './vehiclesApi';
import { useVehicleLabels } from './useVehicleLabels';

export type VehicleFiltersProps = { config: VehicleListConfig; controls: TableControls<VehicleFilter, VehicleSort> };

type ChoiceFilter = Exclude<VehicleFilter, 'search' | 'owner_id'>;

/** The search box and the filters a vehicle list route names. */
export function VehicleFilters({ config, controls }: VehicleFiltersProps) {
  const { t } = useTranslation('vehicles');
  const labels = useVehicleLabels();
  const { viewer } = useAuth();
  const ownerFilter = config.filters.includes('owner_id') && choosesOwner(viewer);
  const owners = useCustomerOptions(ownerFilter);
  const { filters } = controls.state;
  const variant = config.source === 'resource' ? 'monitoring' : 'history';

  const options: Record<ChoiceFilter, FilterOption[]> = {
    euro_std: EURO_STDS.map((value) => ({ value, label: labels.euro(value) })),
    device_status: DEVICE_STATUSES.map((value) => ({ value, label: labels.device(value) })),
    activation_status: ACTIVATION_CODES.map((value) => ({ value, label: labels.activation(value, variant) })),
    registration_status: REGISTRATION_STATUSES.map((value) => ({ value, label: labels.registration(value) })),
    gps_type: Object.entries(GPSTYPE).map(([family, code]) => ({ value: String(code), label: labels.family(family) })),
    fitur: SENSOR_TYPES.map((value) => ({ value, label: t(`sensor.type.${value}`) })),
  };

  return (
    <>
      <TableSearch controls={controls} placeholder={t(config.searchKey)} width={260} />
      {config.filters.map((key) =>
        key === 'owner_id' ? (
          ownerFilter && (
            <FilterSelect
              key={key}
              label={t('filter.owner_id')}
              value={filters.owner_id}
              options={(owners.data ?? []).map((o) => ({ value: String(o.value), label: o.label }))}
              loading={owners.isPending}
              searchable
              onChange={(owner_id) => controls.setFilters({ owner_id })}
            />
          )
        ) : (
          <FilterSelect
            key={key}
            label={t(`filter.${key}`)}
            value={filters[key]}
            options={options[key]}
            onChange={(value) => controls.setFilters({ [key]: value })}
          />
        ),
      )}
    </>
  );
}
