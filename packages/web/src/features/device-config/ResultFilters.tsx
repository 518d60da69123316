import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONFIG_STATUSES } from '@armada/domain';
import { FilterSelect } from '../../components/data-table/FilterSelect';
import { VehicleSelect } from '../vehicles/VehicleSelect';
import type { TableState } from '../../components/data-table/tableState';
import type { ResultFilter } from './deviceConfigApi';

type Props = {
  state: TableState<ResultFilter, never>;
  setFilters: (filters: Partial<Record<ResultFilter, string | undefined>>) => void;
};

/** Filter by vehicle and by state. */
export function ResultFilters({ state, setFilters }: Props) {
  const { t } = useTranslation('deviceConfig');
  const vehicle = state.filters.vehicle_id;
  const options = CONFIG_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }));
  return (
    <Space wrap>
      <VehicleSelect
        style={{ minWidth: 240 }}
        placeholder={t('filters.vehicle')}
        value={vehicle ? Number(vehicle) : undefined}
        onChange={(id) => setFilters({ vehicle_id: id === undefined ? undefined : String(id) })}
      />
      <FilterSelect
        label={t('filters.status')}
        value={state.filters.status}
        options={options}
        onChange={(status) => setFilters({ status })}
      />
    </Space>
  );
}
