import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LoginLogRow, OutboxMail } from '@armada/domain';
import { apiGet } from '../../api/client';
import type { Page } from '../../api/page';
import { toQueryParams, type TableConfig, type TableState } from '../../components/data-table/tableState';

/** A login log row with a key for the table: the call gives the rows no id. */
export type LoginLogTableRow = LoginLogRow & { key: string };

export type LoginLogFilter = 'username' | 'status' | 'start_date' | 'end_date';
export type LoginLogSort = 'created_at' | '-created_at' | 'username';

export const LOGIN_LOG_TABLE: TableConfig<LoginLogFilter, LoginLogSort> = {
  filterKeys: ['username', 'status', 'start_date', 'end_date'],
  sortValues: ['created_at', '-created_at', 'username'],
  defaultSort: '-created_at',
};

export const LOGIN_LOG_DOWNLOAD = '/api/user/user/download_login_log';

export const OUTBOX_TABLE: TableConfig<never, never> = { filterKeys: [] };

export function useLoginLogs(state: TableState<LoginLogFilter, LoginLogSort>) {
  const params = toQueryParams(state);
  return useQuery({
    queryKey: ['user', 'login_log', params],
    queryFn: () => apiGet<Page<LoginLogRow>>('/api/user/user/login_log', params),
    select: (page): Page<LoginLogTableRow> => ({
      ...page,
      data: page.data.map((row, index) => ({ ...row, key: `${page.page}-${index}` })),
    }),
    placeholderData: keepPreviousData,
  });
}

export function useOutbox(state: TableState<never, never>) {
  const params = toQueryParams(state);
  return useQuery({
    queryKey: ['user', 'outbox', params],
    queryFn: () => apiGet<Page<OutboxMail>>('/api/user/outbox/list_outbox', params),
    placeholderData: keepPreviousData,
  });
}
