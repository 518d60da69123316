import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CommandResultRow, ConfigResultRow } from '@armada/domain';
import { DataTable, type DataTableProps } from '../../components/data-table/DataTable';
import type { DataColumn } from '../../components/data-table/columns';
import { useTableQuery, type TableControls } from '../../components/data-table/useTableQuery';
import { formatDateTime } from '../../components/formatDate';
import { PageTitle } from '../../components/PageTitle';
import { RESULT_TABLE, useCommandResults, useConfigResults, type ResultFilter } from './deviceConfigApi';
import { ResultFilters } from './ResultFilters';
import { StatusBadge } from './StatusBadge';

const ROW_KEY = (row: { kind?: string; id: number }) => `${row.kind ?? 'config'}-${row.id}`;

const vehicleOf = (row: { vehicle_name: string; vehicle_number: string | null }) =>
  [row.vehicle_name, row.vehicle_number].filter(Boolean).join(' · ');
const when = (value: string | null) => (value ? formatDateTime(value) : '-');

function useCommonColumns<T extends CommandResultRow | ConfigResultRow>(): DataColumn<T, never>[] {
  const { t } = useTranslation('deviceConfig');
  return [
    { key: 'created_at', dataIndex: 'created_at', title: t('columns.created_at'), render: (v: string) => when(v) },
    { key: 'vehicle', title: t('columns.vehicle'), render: (_, row) => vehicleOf(row) },
    { key: 'payload', dataIndex: 'payload', title: t('columns.payload'), render: (v: string | null) => v ?? '-' },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('columns.status'),
      render: (_, row) => <StatusBadge status={row.status} />,
    },
    { key: 'answer', dataIndex: 'answer', title: t('columns.answer'), render: (v: string | null) => v ?? '-' },
    { key: 'username', dataIndex: 'username', title: t('columns.username') },
    {
      key: 'answered_at',
      dataIndex: 'answered_at',
      title: t('columns.answered_at'),
      render: (v: string | null) => when(v),
    },
  ];
}

type ResultTableProps<T extends CommandResultRow | ConfigResultRow> = {
  title: string;
  columns: DataColumn<T, never>[];
  results: DataTableProps<T, ResultFilter, never>['query'];
  controls: TableControls<ResultFilter, never>;
};

/** A result page: its title over the paged table with the vehicle and state filters. */
function ResultTable<T extends CommandResultRow | ConfigResultRow>({
  title,
  columns,
  results,
  controls,
}: ResultTableProps<T>) {
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <Card>
        <DataTable
          columns={columns}
          query={results}
          controls={controls}
          rowKey={ROW_KEY}
          filters={<ResultFilters state={controls.state} setFilters={controls.setFilters} />}
        />
      </Card>
    </>
  );
}

/** /call-center/result-sms: every command sent to trackers, starter kills and configurations. */
export function CommandResultsPage() {
  const { t } = useTranslation('deviceConfig');
  const controls = useTableQuery(RESULT_TABLE);
  const results = useCommandResults(controls.state);
  const common = useCommonColumns<CommandResultRow>();
  const kind: DataColumn<CommandResultRow, never> = {
    key: 'kind',
    dataIndex: 'kind',
    title: t('columns.kind'),
    render: (_, row) => t(`kind.${row.kind}`),
  };
  const columns = [...common.slice(0, 2), kind, ...common.slice(2)];
  return <ResultTable title={t('commandResults.title')} columns={columns} results={results} controls={controls} />;
}

/** /call-center/result-config-sms: the configurations sent or queued. */
export function ConfigResultsPage() {
  const { t } = useTranslation('deviceConfig');
  const controls = useTableQuery(RESULT_TABLE);
  const results = useConfigResults(controls.state);
  const columns = useCommonColumns<ConfigResultRow>();
  return <ResultTable title={t('configResults.title')} columns={columns} results={results} controls={controls} />;
}
