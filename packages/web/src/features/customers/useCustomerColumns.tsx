import { Space } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { contactDisplay, customerDisplayName, NO_DISPLAY_VALUE, type CustomerRow } from '@armada/domain';
import type { DataColumn } from '../../components/data-table/columns';
import { customerPath, type CustomerSort } from './customersApi';
import { UserStatusTag } from './UserStatusTag';

export type CustomerColumnOptions = {
  /** The first row's position in the whole list (for 'null(index)' and the row number). */
  offset: number;
  showDealer: boolean;
  mayAddVehicle: boolean;
};

const shown = (value: string | null) => value ?? NO_DISPLAY_VALUE;

/** The customer list's columns: username, phone and e-mail arrive masked from the server. */
export function useCustomerColumns(options: CustomerColumnOptions): DataColumn<CustomerRow, CustomerSort>[] {
  const { t } = useTranslation('customers');
  const { offset, showDealer, mayAddVehicle } = options;
  const position = (row: CustomerRow, index: number) => offset + index + 1;
  const columns: (DataColumn<CustomerRow, CustomerSort> | false)[] = [
    { key: 'no', title: t('field.no'), render: (_: unknown, row, index) => position(row, index), width: 56 },
    {
      key: 'name',
      title: t('field.name'),
      sortBy: { ascend: 'name', descend: '-name' },
      render: (_: unknown, row, index) => (
        <Link to={customerPath('view', row.id)}>{customerDisplayName(row.name, position(row, index))}</Link>
      ),
    },
    {
      key: 'code',
      title: t('field.code'),
      dataIndex: 'code',
      sortBy: { ascend: 'code', descend: '-code' },
      render: shown,
    },
    { key: 'username', title: t('field.username'), dataIndex: 'username', render: shown },
    { key: 'phone', title: t('field.phone'), dataIndex: 'phone', render: shown },
    { key: 'email', title: t('field.email'), dataIndex: 'email', render: shown },
    { key: 'contact_name', title: t('field.contact_name'), dataIndex: 'contact_name', render: contactDisplay },
    showDealer && { key: 'dealer', title: t('field.dealer'), dataIndex: 'dealer_name', render: shown },
    {
      key: 'user_status',
      title: t('field.user_status'),
      dataIndex: 'user_status',
      render: (status: number | null) => <UserStatusTag status={status} />,
    },
    {
      key: 'actions',
      title: t('actions'),
      render: (_: unknown, row) => (
        <Space size={12}>
          <Link to={customerPath('edit', row.id)}>{t('action.edit')}</Link>
          {mayAddVehicle && <Link to={customerPath('vehicle/create', row.id)}>{t('action.add_vehicle')}</Link>}
        </Space>
      ),
    },
  ];
  return columns.filter((column) => column !== false);
}
