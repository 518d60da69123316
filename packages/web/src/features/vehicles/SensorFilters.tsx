import { useTranslation } from 'react-i18next';
import { SENSOR_TYPES } from '@armada/domain';
import { TableSearch } from '../../components/data-table/TableSearch';
import type { TableControls } from '../../components/data-table/useTableQuery';
import { FilterSelect } from '../../components/data-table/FilterSelect';
import type { SensorFilter, SensorSort } from './sensorsApi';
import { useSensorLabels } from './useSensorLabels';
import { VehicleSelect } from './VehicleSelect';

export type SensorFiltersProps = {
  controls: TableControls<SensorFilter, SensorSort>;
  /** The filtered vehicle's name, known from the listed sensors. */
  vehicleLabel?: string;
};

const ALL = 'all_sensor';
const VEHICLE_WIDTH = { minWidth: 220 } as const;

/** Search by code or name, the spec's sensor type options (all_sensor: every type) and the vehicle. */
export function SensorFilters({ controls, vehicleLabel }: SensorFiltersProps) {
  const { t } = useTranslation('vehicles');
  const labels = useSensorLabels();
  const { filters } = controls.state;
  const vehicleId = filters.vehicle_id ? Number(filters.vehicle_id) : undefined;
  return (
    <>
      <TableSearch controls={controls} placeholder={t('sensor.search')} />
      <FilterSelect
        label={t('sensor.type_label')}
        value={filters.type_sensor ?? ALL}
        options={SENSOR_TYPES.map((value) => ({ value, label: labels.type(value) }))}
        onChange={(type) => controls.setFilters({ type_sensor: type === ALL ? undefined : type })}
      />
      <VehicleSelect
        value={vehicleId}
        currentLabel={vehicleLabel}
        placeholder={t('sensor.vehicle')}
        style={VEHICLE_WIDTH}
        onChange={(id) => controls.setFilters({ vehicle_id: id === undefined ? undefined : String(id) })}
      />
    </>
  );
}
