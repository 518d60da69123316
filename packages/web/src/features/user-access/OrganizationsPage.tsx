import { useTranslation } from 'react-i18next';
import { hasPermission, REALM_ID, type Viewer, type OrganizationRow } from '@armada/domain';
import { resourceListParams, useResourceList, useResourceRemove } from '../../api/resource';
import { DataTable } from '../../components/data-table/DataTable';
import { useTableQuery } from '../../components/data-table/useTableQuery';
import { DetailView } from '../../components/detail/DetailView';
import { useEditor } from '../../components/form/useEditor';
import { AddButton, ResourceScreen } from '../../components/resource/ResourceScreen';
import { useRowFeedback } from '../../components/resource/useRowAction';
import { useAuth } from '../auth/useAuth';
import { OrganizationFilters } from './OrganizationFilters';
import { OrganizationForm } from './OrganizationForm';
import { ORG_RESOURCE, ORG_TABLE } from './organizationsApi';
import { useOrganizationColumns } from './useOrganizationColumns';
import { useOrganizationFields } from './useOrganizationFields';

const ROW_KEY = 'id';

const mayChange = (viewer: Viewer | null) => viewer !== null && hasPermission(viewer, 'add_user_org');
const seesAll = (viewer: Viewer | null) => viewer?.isorgadmin === 0 || viewer?.realm_id === REALM_ID.admin;

/** `/user-access/organization`: the organisations the user may see, created, changed and deactivated in place. */
export function OrganizationsPage() {
  const { t } = useTranslation('userAccess');
  const { viewer } = useAuth();
  const controls = useTableQuery(ORG_TABLE);
  const orgs = useResourceList<OrganizationRow>(ORG_RESOURCE, resourceListParams(controls.state));
  const editor = useEditor();
  const deactivate = useResourceRemove(ORG_RESOURCE, 'deactivate');
  const feedback = useRowFeedback();
  const fields = useOrganizationFields();
  const canChange = mayChange(viewer);
  const columns = useOrganizationColumns({
    view: editor.view,
    edit: canChange ? editor.edit : undefined,
    deactivate: canChange ? (id) => deactivate.mutate(id, feedback(t('org.deactivated'))) : undefined,
  });

  return (
    <ResourceScreen
      title={t('org.title')}
      editor={editor}
      panelTitle={(mode) => t(`org.${mode}_title`)}
      renderView={(id) => <DetailView resource={ORG_RESOURCE} id={id} fields={fields} />}
      renderForm={(id) => <OrganizationForm id={id} anyRealm={seesAll(viewer)} onDone={editor.close} />}
    >
      <DataTable
        columns={columns}
        query={orgs}
        controls={controls}
        rowKey={ROW_KEY}
        filters={
          <>
            <OrganizationFilters controls={controls} />
            {canChange && <AddButton label={t('org.add')} onClick={editor.add} />}
          </>
        }
      />
    </ResourceScreen>
  );
}
