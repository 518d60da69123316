import { Typography } from 'antd';
import type { DataColumn } from '../../components/data-table/columns';
import type { NameSort } from './appManagementApi';

/** The name column of a fixed catalogue: the name in the user's language, then the name the code uses. */
export function nameColumn<Row extends { name: string }>(
  title: string,
  label: (row: Row) => string,
): DataColumn<Row, NameSort> {
  return {
    key: 'name',
    title,
    dataIndex: 'name',
    sortBy: { ascend: 'name', descend: '-name' },
    render: (name: string, row: Row) => (
      <span>
        {label(row)} <Typography.Text code>{name}</Typography.Text>
      </span>
    ),
  };
}
