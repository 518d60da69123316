import { Alert, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ACTIVATION_CODES } from '@armada/domain';
import type { ScreenProps } from '../../components/screenProps';
import { DataTable } from '../../components/data-table/DataTable';
import { FilterSelect } from '../../components/data-table/FilterSelect';
import { TableSearch } from '../../components/data-table/TableSearch';
import { useTableQuery } from '../../components/data-table/useTableQuery';
import { PageTitle } from '../../components/PageTitle';
import { ROLE } from '../../components/ui';
import { ACTIVATION_TABLE, useActivationList } from './activationApi';
import { useActivationColumns } from './useActivationColumns';

const ROW_KEY = 'id';
const SEARCH_ONLY = '/activation/vehicle_search';
const CLICKABLE = { cursor: 'pointer' } as const;

/**
 * `/activation/vehicle` and `/activation/vehicle_search`: the vehicle activation report (spec 7.13),
 * searched and filtered by code, a row opening its detail. A failed call says 'Error get vehicle
 * activation' and an empty answer 'data not found', the list cleared in both cases (spec section 8).
 */
export function ActivationListPage({ path }: ScreenProps) {
  const { t } = useTranslation('activation');
  const navigate = useNavigate();
  const controls = useTableQuery(ACTIVATION_TABLE);
  const waiting = path === SEARCH_ONLY && !controls.state.filters.search;
  const list = useActivationList(controls.state, !waiting);
  const failed = list.error !== null;
  const empty = !failed && list.data !== undefined && list.data.data.length === 0 && !list.isFetching;
  const shown = { ...list, error: null, data: failed ? undefined : list.data };
  const { filters } = controls.state;
  return (
    <>
      <PageTitle>{t(path === SEARCH_ONLY ? 'search_title' : 'title')}</PageTitle>
      <Card>
        <DataTable
          columns={useActivationColumns()}
          query={shown}
          controls={controls}
          rowKey={ROW_KEY}
          onRow={(row) => ({ onClick: () => void navigate(`/activation/detail?id=${row.id}`), style: CLICKABLE })}
          filters={
            <>
              <TableSearch controls={controls} placeholder={t('search')} />
              <FilterSelect
                label={t('field.activation_status')}
                value={filters.activation_status}
                options={ACTIVATION_CODES.map((code) => ({ value: code, label: t(`code.${code}`) }))}
                onChange={(value) => controls.setFilters({ activation_status: value })}
              />
              {waiting && <Typography.Text type="secondary">{t('search_prompt')}</Typography.Text>}
              {failed && <Alert role={ROLE.alert} type="error" showIcon title={t('load_error')} />}
              {empty && <Alert role={ROLE.status} type="info" showIcon title={t('not_found')} />}
            </>
          }
        />
      </Card>
    </>
  );
}
