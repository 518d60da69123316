import { useTranslation } from 'react-i18next';
import { hasPermission, REALM_ID, type Viewer, type RoleRow } from '@armada/domain';
import { resourceListParams, useResourceList, useResourceRemove } from '../../api/resource';
import { DataTable } from '../../components/data-table/DataTable';
import { useTableQuery } from '../../components/data-table/useTableQuery';
import { DetailView } from '../../components/detail/DetailView';
import { useEditor } from '../../components/form/useEditor';
import { AddButton, ResourceScreen } from '../../components/resource/ResourceScreen';
import { useRowFeedback } from '../../components/resource/useRowAction';
import { useAuth } from '../auth/useAuth';
import { RoleFilters } from './RoleFilters';
import { RoleForm } from './RoleForm';
import { ROLE_RESOURCE, ROLE_TABLE } from './userAccessApi';
import { useRoleColumns } from './useRoleColumns';
import { useRoleFields } from './useRoleFields';

const ROW_KEY = 'id';

/** Roles are the brand's: only the administrators (root, the admin realm) with edit_user_type change them. */
const mayChange = (viewer: Viewer | null) =>
  viewer !== null &&
  (viewer.isorgadmin === 0 || viewer.realm_id === REALM_ID.admin) &&
  hasPermission(viewer, 'edit_user_type');

/** `/user-access/role`: roles and their permission keys, created, changed and deleted in place. */
export function RolesPage() {
  const { t } = useTranslation('userAccess');
  const { viewer } = useAuth();
  const controls = useTableQuery(ROLE_TABLE);
  const roles = useResourceList<RoleRow>(ROLE_RESOURCE, resourceListParams(controls.state));
  const editor = useEditor();
  const remove = useResourceRemove(ROLE_RESOURCE, 'delete');
  const feedback = useRowFeedback();
  const fields = useRoleFields();
  const canChange = mayChange(viewer);
  const columns = useRoleColumns({
    view: editor.view,
    edit: canChange ? editor.edit : undefined,
    remove: canChange ? (id) => remove.mutate(id, feedback(t('role.deleted'))) : undefined,
  });

  return (
    <ResourceScreen
      title={t('role.title')}
      editor={editor}
      panelWidth={640}
      panelTitle={(mode) => t(`role.${mode}_title`)}
      renderView={(id) => <DetailView resource={ROLE_RESOURCE} id={id} fields={fields} />}
      renderForm={(id) => <RoleForm id={id} onDone={editor.close} />}
    >
      <DataTable
        columns={columns}
        query={roles}
        controls={controls}
        rowKey={ROW_KEY}
        filters={
          <>
            <RoleFilters controls={controls} />
            {canChange && <AddButton label={t('role.add')} onClick={editor.add} />}
          </>
        }
      />
    </ResourceScreen>
  );
}
