import { Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_STATE, type AccountRow } from '@armada/domain';
import type { DataColumn } from '../../components/data-table/columns';
import { formatDateTime } from '../../components/formatDate';
import type { AccountSort } from './userAccessApi';
import { UserStatusTag } from './UserStatusTag';

export type UserActions = {
  view: (id: number) => void;
  /** Absent when the user may not change users. */
  edit?: (id: number) => void;
  deactivate?: (id: number) => void;
  activate?: (id: number) => void;
};

const dash = (value: string | null) => value || '-';

/** The identity columns every user list shows: username, name, organisation, role, level, status. */
export function useAccountColumns<T extends AccountRow>(): DataColumn<T, AccountSort>[] {
  const { t } = useTranslation('userAccess');
  return [
    {
      key: 'username',
      title: t('user.username'),
      dataIndex: 'username',
      sortBy: { ascend: 'username', descend: '-username' },
    },
    { key: 'name', title: t('user.name'), dataIndex: 'name', sortBy: { ascend: 'name', descend: '-name' } },
    { key: 'organization', title: t('user.organization'), dataIndex: 'organization_name' },
    { key: 'role', title: t('user.role'), dataIndex: 'user_type_name', render: dash },
    {
      key: 'level',
      title: t('user.level'),
      dataIndex: 'isorgadmin',
      sortBy: { ascend: 'isorgadmin', descend: '-isorgadmin' },
      render: (level: number) => t(`user.levels.${level}`),
    },
    {
      key: 'status',
      title: t('user.status'),
      dataIndex: 'isactive',
      render: (status: number) => <UserStatusTag status={status} />,
    },
  ];
}

export function useUserColumns({
  view,
  edit,
  deactivate,
  activate,
}: UserActions): DataColumn<AccountRow, AccountSort>[] {
  const { t } = useTranslation('userAccess');
  return [
    ...useAccountColumns<AccountRow>(),
    {
      key: 'created_at',
      title: t('user.created_at'),
      dataIndex: 'created_at',
      sortBy: { ascend: 'created_at', descend: '-created_at' },
      render: (value: string) => formatDateTime(value),
    },
    {
      key: 'actions',
      title: t('actions'),
      render: (_: unknown, user: AccountRow) => (
        <Space size={4}>
          <Button size="small" type="link" onClick={() => view(user.id)}>
            {t('view')}
          </Button>
          {edit && (
            <Button size="small" type="link" onClick={() => edit(user.id)}>
              {t('edit')}
            </Button>
          )}
          {deactivate && user.isactive !== ACCOUNT_STATE.inactive && (
            <Popconfirm
              title={t('user.deactivate_confirm', { name: user.username })}
              onConfirm={() => deactivate(user.id)}
            >
              <Button size="small" type="link" danger>
                {t('deactivate')}
              </Button>
            </Popconfirm>
          )}
          {activate && user.isactive === ACCOUNT_STATE.inactive && (
            <Button size="small" type="link" onClick={() => activate(user.id)}>
              {t('user.activate')}
            </Button>
          )}
        </Space>
      ),
    },
  ];
}
