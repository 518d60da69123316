import { useTranslation } from 'react-i18next';
import { hasPermission, mayManageUsers, type AccountRow } from '@armada/domain';
import { resourceListParams, useResourceList, useResourceRemove, useResourceSave } from '../../api/resource';
import { DataTable } from '../../components/data-table/DataTable';
import { useTableQuery } from '../../components/data-table/useTableQuery';
import { DetailView } from '../../components/detail/DetailView';
import { useEditor } from '../../components/form/useEditor';
import { AddButton, ResourceScreen } from '../../components/resource/ResourceScreen';
import { useRowFeedback } from '../../components/resource/useRowAction';
import { useAuth } from '../auth/useAuth';
import { UserFilters } from './UserFilters';
import { UserForm } from './UserForm';
import { USER_RESOURCE, USER_TABLE } from './userAccessApi';
import { useUserColumns } from './useUserColumns';
import { useUserFields } from './useUserFields';

const ROW_KEY = 'id';
const FILTERS = ['organization_id', 'user_type_id', 'isorgadmin', 'isactive'] as const;

/** `/user-access/user`: the users the user sees, created (a set-password mail goes out), changed, switched off and on. */
export function UsersPage() {
  const { t } = useTranslation('userAccess');
  const { viewer } = useAuth();
  const controls = useTableQuery(USER_TABLE);
  const users = useResourceList<AccountRow>(USER_RESOURCE, resourceListParams(controls.state));
  const editor = useEditor();
  const deactivate = useResourceRemove(USER_RESOURCE, 'deactivate');
  const save = useResourceSave(USER_RESOURCE);
  const feedback = useRowFeedback();
  const fields = useUserFields<AccountRow>();
  const canChange = viewer !== null && mayManageUsers(viewer) && hasPermission(viewer, 'edit_user_profile');
  const columns = useUserColumns({
    view: editor.view,
    edit: canChange ? editor.edit : undefined,
    deactivate: canChange ? (id) => deactivate.mutate(id, feedback(t('user.deactivated'))) : undefined,
    activate: canChange ? (id) => save.mutate({ id, body: { isactive: 1 } }, feedback(t('user.activated'))) : undefined,
  });

  return (
    <ResourceScreen
      title={t('user.title')}
      editor={editor}
      panelWidth={520}
      panelTitle={(mode) => t(`user.${mode}_title`)}
      renderView={(id) => <DetailView resource={USER_RESOURCE} id={id} fields={fields} />}
      renderForm={(id) => <UserForm id={id} onDone={editor.close} />}
    >
      <DataTable
        columns={columns}
        query={users}
        controls={controls}
        rowKey={ROW_KEY}
        filters={
          <>
            <UserFilters controls={controls} fields={FILTERS} />
            {canChange && <AddButton label={t('user.add')} onClick={editor.add} />}
          </>
        }
      />
    </ResourceScreen>
  );
}
