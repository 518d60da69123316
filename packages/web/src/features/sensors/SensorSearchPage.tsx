import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SENSOR_STATES, SENSOR_TYPES } from '@armada/domain';
import { FilterSelect } from '../../components/data-table/FilterSelect';
import { TableSearch } from '../../components/data-table/TableSearch';
import { useTableQuery } from '../../components/data-table/useTableQuery';
import { PageTitle } from '../../components/PageTitle';
import { useSensorLabels } from '../vehicles/useSensorLabels';
import { SENSOR_STATE_TABLE, useSensorStates } from './sensorsApi';
import { SensorStateTable } from './SensorStateTable';

const IDLE = { data: undefined, error: null, isFetching: false };

/**
 * `/sensor/search`: the fleet's sensors found by vehicle name, plate or chassis number or sensor code,
 * type and state, in the list's table; nothing is listed until something is asked.
 */
export function SensorSearchPage() {
  const { t } = useTranslation(['sensors', 'maps']);
  const labels = useSensorLabels();
  const controls = useTableQuery(SENSOR_STATE_TABLE);
  const { filters } = controls.state;
  const asked = Object.values(filters).some(Boolean);
  const sensors = useSensorStates(controls.state, asked);
  return (
    <>
      <PageTitle>{t('search_title')}</PageTitle>
      <Typography.Paragraph type="secondary">{t('search_intro')}</Typography.Paragraph>
      <Card>
        <SensorStateTable
          query={asked ? sensors : IDLE}
          controls={controls}
          filters={
            <>
              <TableSearch controls={controls} placeholder={t('search')} width={260} />
              <FilterSelect
                label={t('field.type')}
                value={filters.type}
                options={SENSOR_TYPES.map((value) => ({ value, label: labels.type(value) }))}
                onChange={(type) => controls.setFilters({ type })}
              />
              <FilterSelect
                label={t('field.state')}
                value={filters.state}
                options={SENSOR_STATES.map((value) => ({ value, label: t(`maps:sensor_state.${value}`) }))}
                onChange={(state) => controls.setFilters({ state })}
              />
            </>
          }
        />
      </Card>
    </>
  );
}
