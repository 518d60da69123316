import { useTranslation } from 'react-i18next';
import { canManageDealerSets, type DealerSetRow } from '@armada/domain';
import { resourceListParams, useResourceList, useResourceRemove } from '../../api/resource';
import { DataTable } from '../../components/data-table/DataTable';
import { TableSearch } from '../../components/data-table/TableSearch';
import { useTableQuery } from '../../components/data-table/useTableQuery';
import { AddButton } from '../../components/resource/ResourceScreen';
import { useRowFeedback } from '../../components/resource/useRowAction';
import { useAuth } from '../auth/useAuth';
import { DEALER_SET_TABLE, DEALER_SETS, useRefreshDealers, type DealerSetKind } from './dealersApi';
import { useDealerSetColumns } from './useDealerSetColumns';

const ROW_KEY = 'id';
const FILTER_OF = { group: 'dealer_group_id', area: 'org_area_id' } as const;

export type DealerSetTableProps = {
  kind: DealerSetKind;
  editor: { add: () => void; edit: (id: number) => void; view: (id: number) => void };
  /** Opens the dealers tab with a filter of the address ({ dealer_group_id: '3' }). */
  showDealers: (filter: Record<string, string>) => void;
};

/** The dealer groups or areas: searched and sorted; administrators add, edit and delete them. */
export function DealerSetTable({ kind, editor, showDealers }: DealerSetTableProps) {
  const { t } = useTranslation('dealers');
  const { viewer } = useAuth();
  const controls = useTableQuery(DEALER_SET_TABLE);
  const sets = useResourceList<DealerSetRow>(DEALER_SETS[kind], resourceListParams(controls.state));
  const remove = useResourceRemove(DEALER_SETS[kind], 'delete');
  const feedback = useRowFeedback();
  const refresh = useRefreshDealers();
  const canChange = viewer !== null && canManageDealerSets(viewer);
  const deleteSet = (id: number) => {
    const done = feedback(t(`${kind}.deleted`));
    remove.mutate(id, {
      onError: done.onError,
      onSuccess: () => {
        done.onSuccess();
        refresh();
      },
    });
  };
  const columns = useDealerSetColumns(kind, {
    view: editor.view,
    showDealers: (id) => showDealers({ [FILTER_OF[kind]]: String(id) }),
    edit: canChange ? editor.edit : undefined,
    remove: canChange ? deleteSet : undefined,
  });
  return (
    <DataTable
      columns={columns}
      query={sets}
      controls={controls}
      rowKey={ROW_KEY}
      filters={
        <>
          <TableSearch controls={controls} placeholder={t('set.search')} />
          {canChange && <AddButton label={t(`${kind}.add`)} onClick={editor.add} />}
        </>
      }
    />
  );
}
