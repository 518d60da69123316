import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { hasPermission, type CustomerRow } from '@armada/domain';
import type { Page } from '../../api/page';
import { DataTable } from '../../components/data-table/DataTable';
import type { TableControls } from '../../components/data-table/useTableQuery';
import { useAuth } from '../auth/useAuth';
import { choosesDealer, type CustomerSort } from './customersApi';
import { useCustomerColumns } from './useCustomerColumns';

export type CustomerTableProps<F extends string> = {
  query: Pick<UseQueryResult<Page<CustomerRow>>, 'data' | 'error' | 'isFetching'>;
  controls: TableControls<F, CustomerSort>;
  filters?: ReactNode;
};

const ROW_KEY = 'id';

/** The customer rows of the list and of the advanced search, numbered across pages. */
export function CustomerTable<F extends string>({ query, controls, filters }: CustomerTableProps<F>) {
  const { viewer } = useAuth();
  const { page, limit } = controls.state;
  const columns = useCustomerColumns({
    offset: (page - 1) * limit,
    showDealer: choosesDealer(viewer),
    mayAddVehicle: viewer !== null && hasPermission(viewer, 'add_vehicle'),
  });
  return <DataTable columns={columns} query={query} controls={controls} rowKey={ROW_KEY} filters={filters} />;
}
