import type { OrganizationRow } from '@armada/domain';
import { Button, Popconfirm, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../components/data-table/columns';
import { formatDateTime } from '../../components/formatDate';
import type { OrgSort } from './organizationsApi';
import { useRealmName } from './useRealmOptions';

export type OrganizationActions = {
  view: (id: number) => void;
  /** Absent when the user may not change organisations. */
  edit?: (id: number) => void;
  deactivate?: (id: number) => void;
};

export function useOrganizationColumns(actions: OrganizationActions): DataColumn<OrganizationRow, OrgSort>[] {
  const { t } = useTranslation('userAccess');
  const realmName = useRealmName();
  const { view, edit, deactivate } = actions;
  return [
    {
      key: 'code',
      title: t('org.code'),
      dataIndex: 'code',
      sortBy: { ascend: 'code', descend: '-code' },
      render: (v: string | null) => v ?? '-',
    },
    { key: 'name', title: t('org.name'), dataIndex: 'name', sortBy: { ascend: 'name', descend: '-name' } },
    { key: 'realm', title: t('org.realm'), dataIndex: 'realm_id', render: (id: number) => realmName(id) },
    { key: 'phone', title: t('org.phone'), dataIndex: 'phone', render: (v: string | null) => v ?? '-' },
    { key: 'email', title: t('org.email'), dataIndex: 'email', render: (v: string | null) => v ?? '-' },
    {
      key: 'status',
      title: t('org.status'),
      dataIndex: 'isactive',
      render: (active: number) => (
        <Tag color={active === 1 ? 'green' : 'default'}>{t(active === 1 ? 'org.active' : 'org.inactive')}</Tag>
      ),
    },
    {
      key: 'created_at',
      title: t('org.created_at'),
      dataIndex: 'created_at',
      sortBy: { ascend: 'created_at', descend: '-created_at' },
      render: (v: string) => formatDateTime(v),
    },
    {
      key: 'actions',
      title: t('actions'),
      render: (_: unknown, org: OrganizationRow) => (
        <Space size={4}>
          <Button size="small" type="link" onClick={() => view(org.id)}>
            {t('view')}
          </Button>
          {edit && (
            <Button size="small" type="link" onClick={() => edit(org.id)}>
              {t('edit')}
            </Button>
          )}
          {deactivate && org.isactive === 1 && (
            <Popconfirm title={t('org.deactivate_confirm', { name: org.name })} onConfirm={() => deactivate(org.id)}>
              <Button size="small" type="link" danger>
                {t('deactivate')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];
}
