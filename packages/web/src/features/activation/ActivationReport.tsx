import { Alert, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { DataColumn } from '../../components/data-table/columns';
import { DataTable } from '../../components/data-table/DataTable';
import { FilterSelect } from '../../components/data-table/FilterSelect';
import { TableSearch } from '../../components/data-table/TableSearch';
import type { TableConfig } from '../../components/data-table/tableState';
import { useTableQuery } from '../../components/data-table/useTableQuery';
import { PageTitle } from '../../components/PageTitle';
import { ROLE } from '../../components/ui';
import { useActivationList, type ActivationRow } from './activationApi';
import { KIND_ROUTES, type ActivationKind } from './activationKinds';

const ROW_KEY = 'id';
const CLICKABLE = { cursor: 'pointer' } as const;

export type ActivationReportProps<K extends ActivationKind, E extends string, S extends string> = {
  kind: K;
  path: string;
  table: TableConfig<'search' | 'activation_status' | E, S>;
  columns: readonly DataColumn<ActivationRow<K>, S>[];
  /** The codes the list filters on, and their labels. */
  codes: readonly { value: string; label: string }[];
  /** The translation keys of this kind's texts (the vehicle's at the top of the namespace). */
  prefix: '' | 'customer.';
};

/**
 * One activation report (vehicles or customers), searched and filtered by code, a row opening its
 * detail. A failed call says the kind's 'Error get … activation' and an empty answer 'data not
 * found', the list cleared in both cases (spec section 8).
 */
export function ActivationReport<K extends ActivationKind, E extends string, S extends string>({
  kind,
  path,
  table,
  columns,
  codes,
  prefix,
}: ActivationReportProps<K, E, S>) {
  const { t } = useTranslation('activation');
  const navigate = useNavigate();
  const routes = KIND_ROUTES[kind];
  const controls = useTableQuery(table);
  const searchOnly = path === routes.search;
  const waiting = searchOnly && !controls.state.filters.search;
  const list = useActivationList(kind, controls.state, !waiting);
  const failed = list.error !== null;
  const empty = !failed && list.data !== undefined && list.data.data.length === 0 && !list.isFetching;
  const shown = { ...list, error: null, data: failed ? undefined : list.data };
  return (
    <>
      <PageTitle>{t(`${prefix}${searchOnly ? 'search_title' : 'title'}`)}</PageTitle>
      <Card>
        <DataTable
          columns={columns}
          query={shown}
          controls={controls}
          rowKey={ROW_KEY}
          onRow={(row) => ({ onClick: () => void navigate(`${routes.detail}?id=${row.id}`), style: CLICKABLE })}
          filters={
            <>
              <TableSearch controls={controls} placeholder={t(`${prefix}search`)} />
              <FilterSelect
                label={t(`${prefix}status_filter`)}
                value={controls.state.filters.activation_status}
                options={codes}
                onChange={(value) =>
                  controls.setFilters({ activation_status: value } as Partial<
                    Record<'search' | 'activation_status' | E, string>
                  >)
                }
              />
              {waiting && <Typography.Text type="secondary">{t(`${prefix}search_prompt`)}</Typography.Text>}
              {failed && <Alert role={ROLE.alert} type="error" showIcon title={t(`${prefix}load_error`)} />}
              {empty && <Alert role={ROLE.status} type="info" showIcon title={t('not_found')} />}
            </>
          }
        />
      </Card>
    </>
  );
}
