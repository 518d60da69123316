import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { SensorStatePage, SensorStateRow, SensorStateSort } from '@armada/domain';
import { DataTable } from '../../components/data-table/DataTable';
import type { TableControls } from '../../components/data-table/useTableQuery';
import type { SensorStateFilter } from './sensorsApi';
import { sensorDetailPath, useSensorStateColumns } from './useSensorStateColumns';

export type SensorStateTableProps = {
  query: Pick<UseQueryResult<SensorStatePage>, 'data' | 'error' | 'isFetching'>;
  controls: TableControls<SensorStateFilter, SensorStateSort>;
  filters?: ReactNode;
};

const ROW_KEY = 'id';
const POINTER = { cursor: 'pointer' } as const;

/** The fleet's sensors with their state, paged and sorted on the server; a row opens the sensor's detail. */
export function SensorStateTable({ query, controls, filters }: SensorStateTableProps) {
  const navigate = useNavigate();
  const columns = useSensorStateColumns();
  return (
    <DataTable<SensorStateRow, SensorStateFilter, SensorStateSort>
      columns={columns}
      query={query}
      controls={controls}
      rowKey={ROW_KEY}
      filters={filters}
      onRow={(row) => ({ onClick: () => void navigate(sensorDetailPath(row.id)), style: POINTER })}
    />
  );
}
