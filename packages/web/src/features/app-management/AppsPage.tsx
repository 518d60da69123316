import { App, Button, Card, Drawer, Select } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { APP_PLATFORMS, type AppRow } from '@armada/domain';
import { toApiError } from '../../api/ApiError';
import { resourceListParams, useResourceList, useResourceRemove, useResourceSave } from '../../api/resource';
import { DataTable } from '../../components/data-table/DataTable';
import { TableSearch } from '../../components/data-table/TableSearch';
import { useTableQuery } from '../../components/data-table/useTableQuery';
import { useEditor } from '../../components/form/useEditor';
import { PageTitle } from '../../components/PageTitle';
import { useErrorText } from '../../components/useErrorText';
import { useAuth } from '../auth/useAuth';
import { useDrawerSize } from '../../components/resource/useDrawerSize';
import { APP_RESOURCE, APP_TABLE, mayManageApps } from './appManagementApi';
import { AppForm } from './AppForm';
import { useAppColumns } from './useAppColumns';

const ROW_KEY = 'id';

/** `/app-management/app`: the applications of the platform (this portal, the mobile apps). */
export function AppsPage() {
  const { t } = useTranslation('appManagement');
  const { message } = App.useApp();
  const errorText = useErrorText();
  const { viewer } = useAuth();
  const controls = useTableQuery(APP_TABLE);
  const apps = useResourceList<AppRow>(APP_RESOURCE, resourceListParams(controls.state));
  const editor = useEditor();
  const deactivate = useResourceRemove(APP_RESOURCE, 'deactivate');
  const save = useResourceSave(APP_RESOURCE);
  const size = useDrawerSize(480);
  const canChange = mayManageApps(viewer);
  const feedback = {
    onSuccess: () => void message.success(t('saved')),
    onError: (error: Error) => void message.error(errorText(toApiError(error))),
  };
  const columns = useAppColumns({
    edit: canChange ? editor.edit : undefined,
    deactivate: canChange ? (id) => deactivate.mutate(id, feedback) : undefined,
    activate: canChange ? (id) => save.mutate({ id, body: { isactive: 1 } }, feedback) : undefined,
  });
  const { filters } = controls.state;
  return (
    <>
      <PageTitle>{t('apps.title')}</PageTitle>
      <Card>
        <DataTable
          columns={columns}
          query={apps}
          controls={controls}
          rowKey={ROW_KEY}
          filters={
            <>
              <TableSearch controls={controls} placeholder={t('apps.search')} />
              <Select
                aria-label={t('apps.platform')}
                placeholder={t('apps.platform')}
                value={filters.platform}
                options={APP_PLATFORMS.map((value) => ({ value, label: t(`apps.platforms.${value}`) }))}
                allowClear
                style={{ minWidth: 140 }}
                onChange={(platform: string | undefined) => controls.setFilters({ platform })}
              />
              {canChange && (
                <Button type="primary" icon={<PlusOutlined />} onClick={editor.add}>
                  {t('apps.add')}
                </Button>
              )}
            </>
          }
        />
      </Card>
      <Drawer
        open={editor.state !== null}
        onClose={editor.close}
        size={size}
        title={editor.state && t(editor.state.mode === 'add' ? 'apps.add_title' : 'apps.edit_title')}
        destroyOnHidden
      >
        {editor.state && <AppForm id={editor.state.id} onDone={editor.close} />}
      </Drawer>
    </>
  );
}
