import { useTranslation } from 'react-i18next';
import { WIKI_HELP, type Driver } from '@armada/domain';
import { resourceListParams, useResourceList, useResourceRemove } from '../../api/resource';
import { DataTable } from '../../components/data-table/DataTable';
import { TableSearch } from '../../components/data-table/TableSearch';
import { useTableQuery } from '../../components/data-table/useTableQuery';
import { DetailView, type DetailField } from '../../components/detail/DetailView';
import { useEditor } from '../../components/form/useEditor';
import { AddButton, ResourceScreen } from '../../components/resource/ResourceScreen';
import { useRowFeedback } from '../../components/resource/useRowAction';
import { useAuth } from '../auth/useAuth';
import { DriverAssignments } from './DriverAssignments';
import { DriverForm } from './DriverForm';
import { DRIVER_REF, DRIVER_TABLE, mayEditDrivers } from './driversApi';
import { LicenceTag, useDriverColumns } from './useDriverColumns';

const ROW_KEY = 'id';

/**
 * `/drivers`: the drivers of the organisations the caller reaches, searched; one opens in a side
 * panel with its hand assignments to trucks; with edit_driver the caller adds, edits and deletes
 * drivers and their assignments.
 */
export function DriversPage() {
  const { t } = useTranslation('drivers');
  const { viewer } = useAuth();
  const controls = useTableQuery(DRIVER_TABLE);
  const list = useResourceList<Driver>(DRIVER_REF, resourceListParams(controls.state));
  const editor = useEditor();
  const remove = useResourceRemove(DRIVER_REF, 'delete');
  const feedback = useRowFeedback();
  const edits = mayEditDrivers(viewer);
  const columns = useDriverColumns({
    view: editor.view,
    edit: edits ? (driver) => editor.edit(driver.id) : undefined,
    remove: edits ? (driver) => remove.mutate(driver.id, feedback(t('deleted'))) : undefined,
  });
  const fields: DetailField<Driver>[] = [
    { key: 'name', label: t('field.name') },
    { key: 'organization_name', label: t('field.organization') },
    { key: 'licence_number', label: t('field.licence_number') },
    {
      key: 'licence_valid_until',
      label: t('field.licence_valid_until'),
      render: (d) => <LicenceTag until={d.licence_valid_until} />,
    },
    { key: 'phone', label: t('field.phone'), render: (d) => d.phone ?? '-' },
    { key: 'rfid_code', label: t('field.rfid_code'), render: (d) => d.rfid_code ?? '-' },
    { key: 'vehicles', label: t('field.vehicles'), render: (d) => d.vehicles || '-' },
  ];
  return (
    <ResourceScreen
      title={t('title')}
      help={WIKI_HELP.driverContest}
      editor={editor}
      panelWidth={520}
      panelTitle={(mode) => t(`panel.${mode}`)}
      renderView={(id) => (
        <>
          <DetailView<Driver> resource={DRIVER_REF} id={id} fields={fields} />
          <DriverAssignments driverId={id} edits={edits} />
        </>
      )}
      renderForm={(id) => <DriverForm id={id} onDone={editor.close} />}
    >
      <DataTable
        columns={columns}
        query={list}
        controls={controls}
        rowKey={ROW_KEY}
        filters={
          <>
            <TableSearch controls={controls} placeholder={t('search')} />
            {edits && <AddButton label={t('add')} onClick={editor.add} />}
          </>
        }
      />
    </ResourceScreen>
  );
}
