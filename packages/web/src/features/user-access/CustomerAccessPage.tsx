import { Button, Card, Drawer, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasPermission, mayManageUsers, REALM_ID, type CustomerAccessRow } from '@armada/domain';
import { resourceListParams, useResourceList } from '../../api/resource';
import type { DataColumn } from '../../components/data-table/columns';
import { DataTable } from '../../components/data-table/DataTable';
import { useTableQuery } from '../../components/data-table/useTableQuery';
import { DetailView } from '../../components/detail/DetailView';
import { useEditor } from '../../components/form/useEditor';
import { PageTitle } from '../../components/PageTitle';
import { useAuth } from '../auth/useAuth';
import { CustomerAccessForm } from './CustomerAccessForm';
import { useDrawerSize } from '../../components/resource/useDrawerSize';
import { UserFilters } from './UserFilters';
import { ACCESS_RESOURCE, ACCESS_TABLE, type AccountSort } from './userAccessApi';
import { useAccountColumns } from './useUserColumns';
import { useUserFields } from './useUserFields';

const ROW_KEY = 'id';
const FILTERS = ['organization_id', 'user_type_id', 'isactive'] as const;

/** `/user-access/customer`: the users of the customer organisations the user looks after, and their access. */
export function CustomerAccessPage() {
  const { t } = useTranslation('userAccess');
  const { viewer } = useAuth();
  const controls = useTableQuery(ACCESS_TABLE);
  const rows = useResourceList<CustomerAccessRow>(ACCESS_RESOURCE, resourceListParams(controls.state));
  const editor = useEditor();
  const drawerSize = useDrawerSize(520);
  const canChange = viewer !== null && mayManageUsers(viewer) && hasPermission(viewer, 'edit_user_access');
  const fields = useUserFields<CustomerAccessRow>([{ key: 'dealer_name', label: t('access.dealer') }]);
  const columns: DataColumn<CustomerAccessRow, AccountSort>[] = [
    ...useAccountColumns<CustomerAccessRow>(),
    { key: 'dealer', title: t('access.dealer'), dataIndex: 'dealer_name', render: (v: string | null) => v ?? '-' },
    { key: 'keys', title: t('access.key_count'), dataIndex: 'access_count', align: 'right' },
    {
      key: 'actions',
      title: t('actions'),
      render: (_: unknown, row: CustomerAccessRow) => (
        <Space size={4}>
          <Button size="small" type="link" onClick={() => editor.view(row.id)}>
            {t('view')}
          </Button>
          {canChange && (
            <Button size="small" type="link" onClick={() => editor.edit(row.id)}>
              {t('access.change_role')}
            </Button>
          )}
        </Space>
      ),
    },
  ];
  const { state } = editor;

  return (
    <>
      <PageTitle>{t('access.title')}</PageTitle>
      <Card>
        <DataTable
          columns={columns}
          query={rows}
          controls={controls}
          rowKey={ROW_KEY}
          filters={<UserFilters controls={controls} fields={FILTERS} realmId={REALM_ID.customer} />}
        />
      </Card>
      <Drawer
        open={state !== null}
        onClose={editor.close}
        size={drawerSize}
        title={state && t(state.mode === 'view' ? 'access.view_title' : 'access.change_title')}
        destroyOnHidden
      >
        {state?.mode === 'view' && state.id !== null && (
          <DetailView resource={ACCESS_RESOURCE} id={state.id} fields={fields} />
        )}
        {state?.mode === 'edit' && state.id !== null && <CustomerAccessForm id={state.id} onDone={editor.close} />}
      </Drawer>
    </>
  );
}
