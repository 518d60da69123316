import { useCallback, useState } from 'react';
import { Alert, Flex, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { initialFilterState, type MapFilterState } from '@armada/domain';
import { PageTitle } from '../../components/PageTitle';
import { LiveStatusTag } from '../alerts/LiveStatusTag';
import { FilterPanel } from '../fleet/filters/FilterPanel';
import type { FilterUpdate } from '../fleet/filters/filterUpdate';
import { useFillHeight } from '../../hooks/useFillHeight';
import { useFleet } from '../fleet/useFleet';
import type { ColumnKey } from './explorerColumns';
import { FleetTable } from './FleetTable';
import { nextSort, type FleetSort } from './sortFleet';
import { useExplorerRows } from './useExplorerRows';

const PAGE_PADDING = 24;

/** `/explore` (desktop): the live fleet as a dense sortable table under the map's filters; a row opens the vehicle on the map. */
export function ExplorePage() {
  const { t } = useTranslation('explore');
  const navigate = useNavigate();
  const fleet = useFleet();
  const [filters, setFilters] = useState<MapFilterState>(initialFilterState);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<FleetSort>({ key: 'name', direction: 'ascend' });
  const { rows, counts, filtered } = useExplorerRows(fleet.entries, filters, search, sort);
  const [tableRef, tableHeight] = useFillHeight<HTMLDivElement>(PAGE_PADDING);
  const onFilters: FilterUpdate = useCallback((change) => setFilters(change), []);
  const onSort = useCallback((key: ColumnKey) => setSort((current) => nextSort(current, key)), []);
  const onOpen = useCallback((imei: string) => void navigate(`/maps?imei=${encodeURIComponent(imei)}`), [navigate]);

  return (
    <Flex vertical gap={8}>
      <Flex justify="space-between" align="baseline" wrap gap={8}>
        <PageTitle>{t('title')}</PageTitle>
        <LiveStatusTag status={fleet.live} />
      </Flex>
      <FilterPanel
        filters={filters}
        onChange={onFilters}
        counts={counts}
        shown={filtered}
        total={fleet.entries.length}
      />
      <Flex gap={12} align="center" wrap>
        <Input.Search
          allowClear
          placeholder={t('search')}
          aria-label={t('search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ width: 320 }}
        />
        <Typography.Text type="secondary" role="status">
          {fleet.loading ? t('loading') : t('rows', { shown: rows.length })}
        </Typography.Text>
      </Flex>
      {fleet.error ? <Alert type="error" title={t('load_error')} /> : null}
      <div ref={tableRef}>
        <FleetTable rows={rows} sort={sort} onSort={onSort} onOpen={onOpen} height={tableHeight} />
      </div>
    </Flex>
  );
}
