import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Badge, Button, ConfigProvider, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DriverAddBody } from '@armada/domain';
import { DataTable } from '../../components/data-table/DataTable';
import type { DataColumn } from '../../components/data-table/columns';
import { FilterSelect } from '../../components/data-table/FilterSelect';
import { TableSearch } from '../../components/data-table/TableSearch';
import type { TableConfig } from '../../components/data-table/tableState';
import { useTableQuery } from '../../components/data-table/useTableQuery';
import { DateField } from '../../components/form/DateField';
import { SchemaContext } from '../../components/form/schemaContext';
import { SchemaField } from '../../components/form/SchemaField';
import { EChart } from '../../components/charts/EChart';
import { barOption } from '../../components/charts/barOption';
import { PointMap, type MapPoint } from '../../components/map/PointMap';
import { DownloadButton } from '../../components/DownloadButton';
import { PageTitle } from '../../components/PageTitle';
import { SUBMIT, VERTICAL_FORM } from '../../components/ui';
import {
  SAMPLE_FLEET,
  SAMPLE_SORTS,
  SAMPLE_STATUSES,
  samplePage,
  type SampleFilter,
  type SampleSort,
  type SampleStatus,
  type SampleVehicle,
} from './sampleFleet';

/** One example of the gallery: a title and the live component. */
export type GalleryItem = { key: string; title: string; content: ReactNode };

const TABLE: TableConfig<SampleFilter, SampleSort> = {
  filterKeys: ['search', 'status'],
  sortValues: SAMPLE_SORTS,
  defaultSort: 'name',
  defaultLimit: 5,
};
const STATUS_DOT: Record<SampleStatus, 'success' | 'warning' | 'default'> = {
  moving: 'success',
  idle: 'warning',
  offline: 'default',
};
const HELP_GUIDE = '/wiki';
const DOWNLOAD_PATH = '/api/gallery/download';
const NO_PARAMS = {};

function StatusDot({ status }: { status: SampleStatus }) {
  const { t } = useTranslation('gallery');
  return <Badge status={STATUS_DOT[status]} text={t(`status.${status}`)} />;
}

function TableExample() {
  const { t } = useTranslation('gallery');
  const controls = useTableQuery(TABLE);
  // A static answer in the shape of a react-query result: the table pages and sorts it as a call would.
  const query = useMemo(
    () => ({ data: samplePage(SAMPLE_FLEET, controls.state), error: null, isFetching: false }),
    [controls.state],
  );
  const columns: DataColumn<SampleVehicle, SampleSort>[] = [
    { key: 'name', title: t('column.name'), dataIndex: 'name', sortBy: { ascend: 'name', descend: '-name' } },
    { key: 'plate', title: t('column.plate'), dataIndex: 'plate' },
    {
      key: 'status',
      title: t('column.status'),
      dataIndex: 'status',
      render: (status: SampleStatus) => <StatusDot status={status} />,
    },
    {
      key: 'speed',
      title: t('column.speed'),
      dataIndex: 'speed',
      align: 'right',
      sortBy: { ascend: 'speed', descend: '-speed' },
      render: (speed: number) => t('speed', { speed }),
    },
  ];
  const statusOptions = SAMPLE_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }));
  return (
    <DataTable<SampleVehicle, SampleFilter, SampleSort>
      columns={columns}
      query={query}
      controls={controls}
      rowKey="id"
      filters={
        <>
          <TableSearch controls={controls} placeholder={t('table.search')} />
          <FilterSelect
            label={t('column.status')}
            value={controls.state.filters.status}
            options={statusOptions}
            onChange={(status) => controls.setFilters({ status })}
          />
        </>
      }
    />
  );
}

function FormExample() {
  const { t } = useTranslation('gallery');
  const [form] = Form.useForm<Record<string, unknown>>();
  const [checked, setChecked] = useState(false);
  return (
    <SchemaContext.Provider value={DriverAddBody}>
      <Form form={form} {...VERTICAL_FORM} onFinish={() => setChecked(true)} onValuesChange={() => setChecked(false)}>
        <SchemaField name="name" label={t('form.name')}>
          <Input />
        </SchemaField>
        <SchemaField name="licence_number" label={t('form.licence')}>
          <Input />
        </SchemaField>
        <DateField name="licence_valid_until" label={t('form.valid_until')} />
        <Flex vertical gap={12} align="flex-start">
          <Button type="primary" htmlType={SUBMIT}>
            {t('form.check')}
          </Button>
          {checked && <Alert type="success" showIcon title={t('form.passed')} />}
        </Flex>
      </Form>
    </SchemaContext.Provider>
  );
}

function ChartExample() {
  const { t } = useTranslation('gallery');
  const option = useMemo(
    () =>
      barOption({
        labels: SAMPLE_STATUSES.map((status) => t(`status.${status}`)),
        series: [
          {
            name: t('chart.vehicles'),
            values: SAMPLE_STATUSES.map((status) => SAMPLE_FLEET.filter((row) => row.status === status).length),
          },
        ],
      }),
    [t],
  );
  return <EChart option={option} height={220} label={t('chart.label')} />;
}

function MapExample() {
  const { t } = useTranslation('gallery');
  const first = SAMPLE_FLEET[0];
  const [point, setPoint] = useState<MapPoint | null>(first ?? null);
  return (
    <Flex vertical gap={8}>
      <PointMap point={point} label={t('map.label')} onPick={setPoint} height={260} />
      {point && (
        <Typography.Text type="secondary">
          {t('map.point', { latitude: point.latitude.toFixed(4), longitude: point.longitude.toFixed(4) })}
        </Typography.Text>
      )}
      <Flex wrap gap={8}>
        {SAMPLE_FLEET.slice(0, 3).map((vehicle) => (
          <Button key={vehicle.id} size="small" onClick={() => setPoint(vehicle)}>
            {vehicle.name}
          </Button>
        ))}
      </Flex>
    </Flex>
  );
}

function BadgeExample() {
  return (
    <Flex vertical gap={8}>
      {SAMPLE_STATUSES.map((status) => (
        <StatusDot key={status} status={status} />
      ))}
    </Flex>
  );
}

function TitleExample() {
  const { t } = useTranslation('gallery');
  return (
    <Flex vertical gap={8} align="flex-start">
      <PageTitle level={4} help={HELP_GUIDE}>
        {t('title_example')}
      </PageTitle>
      {/* Disabled: a download starts a job on the server, which the gallery never calls. */}
      <ConfigProvider componentDisabled>
        <DownloadButton path={DOWNLOAD_PATH} params={NO_PARAMS} />
      </ConfigProvider>
    </Flex>
  );
}

/** The shared components, live, each as one item: both gallery layouts render this one list. */
export function useGalleryItems(): GalleryItem[] {
  const { t } = useTranslation('gallery');
  return [
    { key: 'table', title: t('item.table'), content: <TableExample /> },
    { key: 'form', title: t('item.form'), content: <FormExample /> },
    { key: 'chart', title: t('item.chart'), content: <ChartExample /> },
    { key: 'map', title: t('item.map'), content: <MapExample /> },
    { key: 'badge', title: t('item.badge'), content: <BadgeExample /> },
    { key: 'title', title: t('item.title'), content: <TitleExample /> },
  ];
}
