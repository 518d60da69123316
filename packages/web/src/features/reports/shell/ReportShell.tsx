import type { ReactNode } from 'react';
import { Card, Col, Empty, Flex, Row } from 'antd';
import type { AnyObject } from 'antd/es/_util/type';
import { useTranslation } from 'react-i18next';
import type { EngineReport } from '@armada/domain';
import type { DataColumn } from '../../../components/data-table/columns';
import { DataTable, type DataTableProps } from '../../../components/data-table/DataTable';
import { useTableQuery } from '../../../components/data-table/useTableQuery';
import { DownloadButton } from '../../../components/DownloadButton';
import { PageTitle } from '../../../components/PageTitle';
import { useReportPage } from './reportApi';
import { ReportControls } from './ReportControls';
import { QUICK_RANGES, type QuickRange } from './reportPeriod';
import {
  appliedReport,
  downloadPath,
  reportTable,
  selectionParams,
  type AppliedReport,
  type ReportFilter,
  type ReportSort,
} from './reportQuery';
import { ReportTotals, type TotalKey } from './ReportTotals';

export type ReportShellProps<T extends AnyObject, R extends EngineReport> = {
  report: R;
  /** The table set-up: a module-level reportTable(report), so the address bar's state is memoised. */
  table: ReturnType<typeof reportTable<R>>;
  title: string;
  columns: readonly DataColumn<T, ReportSort<R>>[];
  rowKey: DataTableProps<T, string, string>['rowKey'];
  totals: readonly TotalKey[];
  ranges?: readonly QuickRange[];
  monthly?: boolean;
  onRow?: DataTableProps<T, string, string>['onRow'];
  rowClassName?: DataTableProps<T, string, string>['rowClassName'];
  /** Drawn under the table once a report is run, after the map; `sort` is the table's. */
  chart?: (applied: AppliedReport, sort: ReportSort<R> | undefined) => ReactNode;
  map?: ReactNode;
  /** Above the title (a back link). */
  header?: ReactNode;
  /** The selection is the address bar's and may not be changed here (a drill-down). */
  fixedSelection?: boolean;
};

const HALF = { xs: 24, xl: 12 } as const;
const WHOLE = { xs: 24 } as const;
const DOWNLOAD_STYLE = { marginLeft: 'auto' } as const;

/**
 * Every engine report's screen: vehicles or a group and a period, Run, the table with server paging
 * and sort, the period's totals, the download, and optional map and chart under the table.
 */
export function ReportShell<T extends AnyObject, R extends EngineReport>(props: ReportShellProps<T, R>) {
  const { report, table, title, columns, rowKey, totals, ranges = QUICK_RANGES, monthly = false } = props;
  const { t } = useTranslation('reports');
  const controls = useTableQuery(table);
  const applied = appliedReport(controls.state.filters, monthly);
  const page = useReportPage<T, ReportFilter, ReportSort<R>>(report, applied, controls.state);
  const chart = props.chart && applied ? props.chart(applied, controls.state.sort) : null;
  const panels = [props.map ?? null, chart].filter(Boolean);
  return (
    <Flex vertical gap={16}>
      {props.header}
      <PageTitle>{title}</PageTitle>
      {props.fixedSelection ? null : (
        <Card size="small">
          <ReportControls controls={controls} applied={applied} ranges={ranges} monthly={monthly} report={report} />
        </Card>
      )}
      <Card size="small">
        {applied ? (
          <DataTable
            columns={columns}
            query={page}
            controls={controls}
            rowKey={rowKey}
            onRow={props.onRow}
            rowClassName={props.rowClassName}
            filters={
              <div style={DOWNLOAD_STYLE}>
                <DownloadButton
                  path={downloadPath(report)}
                  params={{ ...selectionParams(applied), sort: controls.state.sort }}
                />
              </div>
            }
            footer={<ReportTotals totals={page.data?.totals} shown={totals} rows={page.data?.total_data} />}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shell.choose')} />
        )}
      </Card>
      {applied && panels.length > 0 ? (
        <Row gutter={[16, 16]}>
          {panels.map((panel, index) => (
            <Col key={index} {...(panels.length > 1 ? HALF : WHOLE)}>
              {panel}
            </Col>
          ))}
        </Row>
      ) : null}
    </Flex>
  );
}
