import { useState } from 'react';
import { Card, Drawer, Input, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { DRIVER_CONTEST_CALLS, WIKI_HELP, type DriverStanding } from '@armada/domain';
import { PageTitle } from '../../components/PageTitle';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { useAuth } from '../auth/useAuth';
import { ContestFilters } from './ContestFilters';
import { defaultPeriod, managesDrivers, useDriverDetail, useDriverList, type ContestFilter } from './contestApi';
import { DownloadXlsxButton } from './DownloadXlsxButton';
import { DriverDetailView } from './DriverDetailView';
import { useStandingColumns } from './standingColumns';

const PAGE_SIZE = 10;

/**
 * `/driver-contest/driver-list`, by realm: a dealer its customers' drivers, a customer its own, each
 * opening in a panel with its detail; the driver user its own standing and how to improve it.
 */
export function DriverListPage() {
  const { viewer } = useAuth();
  return managesDrivers(viewer) ? <ManagedDriverList /> : <OwnStanding />;
}

function OwnStanding() {
  const { t } = useTranslation('driverContest');
  const [filter, setFilter] = useState<ContestFilter>(() => defaultPeriod());
  const detail = useDriverDetail(filter, null, true);
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <PageTitle help={WIKI_HELP.driverContest}>{t('my_standing')}</PageTitle>
      <Space wrap>
        <ContestFilters filter={filter} onChange={setFilter} withArea={false} />
        <DownloadXlsxButton path={DRIVER_CONTEST_CALLS.downloadDetailDriver} params={filter} name="my-standing" />
      </Space>
      <DriverDetailView detail={detail.data} loading={detail.isLoading} />
    </Space>
  );
}

function ManagedDriverList() {
  const { t } = useTranslation('driverContest');
  const [filter, setFilter] = useState<ContestFilter>(() => defaultPeriod());
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const searched = useDebouncedValue(search, 500);
  const [open, setOpen] = useState<number | null>(null);
  const list = useDriverList(filter, { page, limit: PAGE_SIZE, search: searched || undefined });
  const detail = useDriverDetail(filter, open, false);
  const columns = useStandingColumns();
  const change = (next: ContestFilter) => {
    setFilter(next);
    setPage(1);
  };
  const listParams = { ...filter, page, limit: PAGE_SIZE, ...(searched ? { search: searched } : {}) };
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <PageTitle help={WIKI_HELP.driverContest}>{t('driver_list')}</PageTitle>
      <Space wrap>
        <ContestFilters filter={filter} onChange={change} withArea />
        <Input.Search
          allowClear
          placeholder={t('search')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
          style={{ width: 220 }}
        />
        <DownloadXlsxButton path={DRIVER_CONTEST_CALLS.downloadListDriver} params={listParams} name="driver-list" />
      </Space>
      <Card size="small">
        <Table<DriverStanding>
          data-testid="driver-list"
          size="small"
          rowKey={(row) => String(row.driver_id)}
          columns={columns}
          dataSource={list.data?.rows ?? []}
          loading={list.isFetching}
          locale={{ emptyText: t('empty') }}
          onRow={(row) => ({ onClick: () => setOpen(row.driver_id), style: { cursor: 'pointer' } })}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: list.data?.total ?? 0,
            showSizeChanger: false,
            onChange: setPage,
          }}
        />
      </Card>
      <Drawer
        open={open !== null}
        onClose={() => setOpen(null)}
        title={detail.data?.driver.name ?? t('driver')}
        size="large"
        extra={
          open !== null && (
            <DownloadXlsxButton
              path={DRIVER_CONTEST_CALLS.downloadDetailDriver}
              params={{ ...filter, id: open }}
              name={`driver-${open}`}
            />
          )
        }
      >
        <DriverDetailView detail={detail.data} loading={detail.isFetching} />
      </Drawer>
    </Space>
  );
}
