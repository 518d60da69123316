import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../components/data-table/columns';
import { formatDateTime } from '../../components/formatDate';
import { isLoginStatus, statusColor } from './loginStatus';
import type { LoginLogTableRow, LoginLogSort } from './reportsApi';

/** The login log columns, labelled and formatted in the user's language. */
export function useLoginLogColumns(): DataColumn<LoginLogTableRow, LoginLogSort>[] {
  const { t } = useTranslation('reports');
  return [
    {
      key: 'created_at',
      dataIndex: 'created_at',
      title: t('login_logs.columns.created_at'),
      sortBy: { ascend: 'created_at', descend: '-created_at' },
      render: (value: string) => formatDateTime(value),
    },
    { key: 'username', dataIndex: 'username', title: t('login_logs.columns.username'), sortBy: { ascend: 'username' } },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('login_logs.columns.status'),
      render: (status: string) => (
        <Tag color={statusColor(status)}>{isLoginStatus(status) ? t(`status.${status}`) : status}</Tag>
      ),
    },
    { key: 'ip', dataIndex: 'ip', title: t('login_logs.columns.ip'), render: (ip: string | null) => ip ?? '-' },
  ];
}
