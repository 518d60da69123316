import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  RETAIL_SALES_PATHS as PATHS,
  retailUploadDone,
  type RetailSalesPage,
  type RetailSalesUpload,
} from '@armada/domain';
import { apiGet, withQuery, type Params } from '../../api/client';
import type { TableConfig, TableState } from '../../components/data-table/tableState';
import { downloadFile } from '../notifications/downloadFile';

export const RETAIL_SALES_KEY = 'retail_sales';
/** How often the page asks where an upload stands. */
const POLL_MS = 500;

export type RetailSalesFilter = 'search';
export type RetailSalesSort = never;
export const RETAIL_SALES_TABLE: TableConfig<RetailSalesFilter, RetailSalesSort> = { filterKeys: ['search'] };

/** GET list_retail_sales: the stored sales the caller sees. */
export function useRetailSalesList(state: TableState<RetailSalesFilter, RetailSalesSort>) {
  const params: Params = { page: state.page, limit: state.limit, ...state.filters };
  return useQuery({
    queryKey: [RETAIL_SALES_KEY, 'list', params],
    queryFn: () => apiGet<RetailSalesPage>(PATHS.list, params),
    placeholderData: keepPreviousData,
  });
}

/** GET view_retail_sales_upload, asked again every half second until the upload is done. */
export function useUploadStatus(id: string | null) {
  return useQuery({
    queryKey: [RETAIL_SALES_KEY, 'upload', id],
    queryFn: () => apiGet<RetailSalesUpload>(PATHS.view, { id }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data && retailUploadDone(query.state.data.status) ? false : POLL_MS),
  });
}

export const downloadTemplate = () => downloadFile(PATHS.template, 'retail-sales-template.xlsx');
export const downloadErrors = (id: string) => downloadFile(withQuery(PATHS.errors, { id }), 'retail-sales-errors.xlsx');
