import type { ReactNode } from 'react';
import { Flex, Table, type TablePaginationConfig, type TableProps } from 'antd';
import type { AnyObject } from 'antd/es/_util/type';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Page } from '../../api/page';
import { toApiError } from '../../api/ApiError';
import { useIsMobile } from '../../hooks/useWindowWidth';
import { ErrorMessage } from '../ErrorMessage';
import { toAntColumns, type DataColumn } from './columns';
import { sortValueOf } from './sortSpec';
import type { TableControls } from './useTableQuery';
import { useFocusableScroll } from './useFocusableScroll';

const PAGE_SIZES = [10, 20, 50, 100];
const SMALL = 'small';
// Wide tables scroll sideways inside the card instead of widening the page on a phone.
const SCROLL = { x: 'max-content' } as const;

export type DataTableProps<T extends AnyObject, F extends string, S extends string> = {
  columns: readonly DataColumn<T, S>[];
  query: Pick<UseQueryResult<Page<T>>, 'data' | 'error' | 'isFetching'>;
  controls: TableControls<F, S>;
  rowKey: TableProps<T>['rowKey'];
  /** The filter bar: inputs that call controls.setFilters. */
  filters?: ReactNode;
  expandable?: TableProps<T>['expandable'];
  /** A class per row (e.g. greyed or unread rows). */
  rowClassName?: TableProps<T>['rowClassName'];
  /** Row events (e.g. a click that selects the row). */
  onRow?: TableProps<T>['onRow'];
  /** Shown under the table and its pager: totals or a note on the rows. */
  footer?: ReactNode;
};

/** The list shell: server-side paging and sort, a filter bar, loading, empty and error states. */
export function DataTable<T extends AnyObject, F extends string, S extends string>(props: DataTableProps<T, F, S>) {
  const { columns, query, controls, rowKey, filters, expandable, rowClassName, onRow, footer } = props;
  const { t } = useTranslation('common');
  const mobile = useIsMobile();
  const { page, limit, sort } = controls.state;
  const box = useFocusableScroll();

  const pagination: TablePaginationConfig = {
    current: page,
    pageSize: limit,
    total: query.data?.total_data ?? 0,
    pageSizeOptions: PAGE_SIZES,
    showSizeChanger: !mobile,
    size: mobile ? SMALL : undefined,
    showTotal: (total) => t('table.total', { total }),
    onChange: controls.setPage,
  };

  const onChange: TableProps<T>['onChange'] = (_pagination, _filters, sorter, extra) => {
    if (extra.action !== 'sort' || Array.isArray(sorter)) return;
    const column = columns.find((candidate) => candidate.key === sorter.columnKey);
    if (column?.sortBy) controls.setSort(sortValueOf(sorter.order, column.sortBy));
  };

  return (
    <Flex vertical gap={12} ref={box}>
      {filters && (
        <Flex wrap gap={8} align="center">
          {filters}
        </Flex>
      )}
      <Table<T>
        columns={toAntColumns(columns, sort, controls.defaultSort)}
        dataSource={query.error ? [] : (query.data?.data ?? [])}
        rowKey={rowKey}
        loading={query.isFetching}
        pagination={pagination}
        onChange={onChange}
        expandable={expandable}
        rowClassName={rowClassName}
        onRow={onRow}
        scroll={SCROLL}
        size={SMALL}
        locale={query.error ? { emptyText: <ErrorMessage error={toApiError(query.error)} /> } : undefined}
      />
      {footer}
    </Flex>
  );
}
