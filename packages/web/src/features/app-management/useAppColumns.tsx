import { Button, Popconfirm, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { APP_ID, type AppRow } from '@armada/domain';
import type { DataColumn } from '../../components/data-table/columns';
import { formatDateTime } from '../../components/formatDate';
import { seededDescription } from '../../components/seededDescription';
import type { AppSort } from './appManagementApi';

export type AppActions = {
  edit?: (id: number) => void;
  deactivate?: (id: number) => void;
  activate?: (id: number) => void;
};

export function useAppColumns({ edit, deactivate, activate }: AppActions): DataColumn<AppRow, AppSort>[] {
  const { t } = useTranslation('appManagement');
  return [
    {
      key: 'app_id',
      title: t('apps.app_id'),
      dataIndex: 'app_id',
      sortBy: { ascend: 'app_id', descend: '-app_id' },
      render: (appId: string) => <Typography.Text code>{appId}</Typography.Text>,
    },
    { key: 'name', title: t('apps.name'), dataIndex: 'name', sortBy: { ascend: 'name', descend: '-name' } },
    {
      key: 'platform',
      title: t('apps.platform'),
      dataIndex: 'platform',
      render: (platform: string) => t(`apps.platforms.${platform}`),
    },
    {
      key: 'status',
      title: t('apps.status'),
      dataIndex: 'isactive',
      render: (active: number) => (
        <Tag color={active === 1 ? 'green' : 'default'}>{t(active === 1 ? 'apps.active' : 'apps.inactive')}</Tag>
      ),
    },
    {
      key: 'description',
      title: t('description'),
      dataIndex: 'description',
      render: (_: string, app: AppRow) => seededDescription(t, app) || '-',
    },
    {
      key: 'created_at',
      title: t('apps.created_at'),
      dataIndex: 'created_at',
      sortBy: { ascend: 'created_at', descend: '-created_at' },
      render: (value: string) => formatDateTime(value),
    },
    {
      key: 'actions',
      title: t('actions'),
      render: (_: unknown, app: AppRow) => (
        <Space size={4}>
          {edit && (
            <Button size="small" type="link" onClick={() => edit(app.id)}>
              {t('edit')}
            </Button>
          )}
          {deactivate && app.isactive === 1 && app.app_id !== APP_ID && (
            <Popconfirm title={t('apps.deactivate_confirm', { name: app.name })} onConfirm={() => deactivate(app.id)}>
              <Button size="small" type="link" danger>
                {t('deactivate')}
              </Button>
            </Popconfirm>
          )}
          {activate && app.isactive === 0 && (
            <Button size="small" type="link" onClick={() => activate(app.id)}>
              {t('activate')}
            </Button>
          )}
        </Space>
      ),
    },
  ];
}
