import type { RoleRow } from '@armada/domain';
import { Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../components/data-table/columns';
import { seededDescription } from '../../components/seededDescription';
import type { RoleSort } from './userAccessApi';
import { useRealmName } from './useRealmOptions';

export type RoleActions = {
  view: (id: number) => void;
  /** Absent when the user may not change roles. */
  edit?: (id: number) => void;
  remove?: (id: number) => void;
};

export function useRoleColumns({ view, edit, remove }: RoleActions): DataColumn<RoleRow, RoleSort>[] {
  const { t } = useTranslation('userAccess');
  const realmName = useRealmName();
  return [
    { key: 'name', title: t('role.name'), dataIndex: 'name', sortBy: { ascend: 'name', descend: '-name' } },
    {
      key: 'realm',
      title: t('role.realm'),
      dataIndex: 'realm_id',
      sortBy: { ascend: 'realm_id', descend: '-realm_id' },
      render: (id: number) => realmName(id),
    },
    {
      key: 'keys',
      title: t('role.key_count'),
      dataIndex: 'permission_keys',
      align: 'right',
      render: (keys: string[]) => keys.length,
    },
    { key: 'users', title: t('role.user_count'), dataIndex: 'user_count', align: 'right' },
    {
      key: 'description',
      title: t('role.description'),
      dataIndex: 'description',
      ellipsis: true,
      render: (_: string, role: RoleRow) => seededDescription(t, role),
    },
    {
      key: 'actions',
      title: t('actions'),
      render: (_: unknown, role: RoleRow) => (
        <Space size={4}>
          <Button size="small" type="link" onClick={() => view(role.id)}>
            {t('view')}
          </Button>
          {edit && (
            <Button size="small" type="link" onClick={() => edit(role.id)}>
              {t('edit')}
            </Button>
          )}
          {remove && role.user_count === 0 && (
            <Popconfirm title={t('role.delete_confirm', { name: role.name })} onConfirm={() => remove(role.id)}>
              <Button size="small" type="link" danger>
                {t('delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];
}
