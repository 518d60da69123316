import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceListParams, useResourceList, type ResourceRef } from '../../api/resource';
import type { DataColumn } from '../../components/data-table/columns';
import { DataTable } from '../../components/data-table/DataTable';
import { TableSearch } from '../../components/data-table/TableSearch';
import type { TableConfig } from '../../components/data-table/tableState';
import { useTableQuery, type TableControls } from '../../components/data-table/useTableQuery';
import { useAuth } from '../auth/useAuth';
import { mayManageApps, type CatalogueFilter } from './appManagementApi';
import { CatalogueShell } from './CatalogueShell';
import { EditLink } from './EditLink';

const ROW_KEY = 'id';

export type CatalogueRow = { id: number; description: string };

/** What sets one catalogue list (services, functions, realms) apart from the others. */
export type Catalogue<Row extends CatalogueRow, S extends string> = {
  /** Its appManagement key section, which holds `title` and `search` (the search box's placeholder). */
  section: 'services' | 'functions' | 'realms';
  resource: ResourceRef;
  table: TableConfig<CatalogueFilter, S>;
  /** The catalogue's own columns; the description and the edit action follow them. */
  useColumns: () => DataColumn<Row, S>[];
  /** Filters beside the search box. */
  Filters?: ComponentType<{ controls: TableControls<CatalogueFilter, S> }>;
};

export type CataloguePageProps<Row extends CatalogueRow, S extends string> = { catalogue: Catalogue<Row, S> };

/** A catalogue list: search, the catalogue's columns, its description and the panel that edits it. */
export function CataloguePage<Row extends CatalogueRow, S extends string>({ catalogue }: CataloguePageProps<Row, S>) {
  const { section, resource, table, useColumns, Filters } = catalogue;
  const { t } = useTranslation('appManagement');
  const { viewer } = useAuth();
  const controls = useTableQuery(table);
  const rows = useResourceList<Row>(resource, resourceListParams(controls.state));
  const [editing, setEditing] = useState<number | null>(null);
  const canChange = mayManageApps(viewer);
  const columns: DataColumn<Row, S>[] = [
    ...useColumns(),
    { key: 'description', title: t('description'), dataIndex: 'description', render: (v: string) => v || '-' },
    {
      key: 'actions',
      title: t('actions'),
      render: (_: unknown, row: Row) => <EditLink onClick={canChange ? () => setEditing(row.id) : undefined} />,
    },
  ];
  return (
    <CatalogueShell
      title={t(`${section}.title`)}
      resource={resource}
      editing={editing}
      onClose={() => setEditing(null)}
    >
      <DataTable
        columns={columns}
        query={rows}
        controls={controls}
        rowKey={ROW_KEY}
        filters={
          <>
            <TableSearch controls={controls} placeholder={t(`${section}.search`)} />
            {Filters && <Filters controls={controls} />}
          </>
        }
      />
    </CatalogueShell>
  );
}
