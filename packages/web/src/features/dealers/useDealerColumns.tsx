import { Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { dealerAddressShort, dealerNameShort, type DealerRow } from '@armada/domain';
import type { DataColumn } from '../../components/data-table/columns';
import type { DealerSort } from './dealersApi';

const withFull = (full: string | null, short: string) =>
  full && short !== full ? (
    <Tooltip title={full}>
      <span>{short}</span>
    </Tooltip>
  ) : (
    short || '-'
  );

/**
 * Dealer rows with the spec's cuts: the name at 14 characters, the address at 24 (full text on
 * hover). The name opens the dealer's detail; the one shown is in bold.
 */
export function useDealerColumns(
  open: (id: number) => void,
  shown: number | null,
): DataColumn<DealerRow, DealerSort>[] {
  const { t } = useTranslation('dealers');
  return [
    { key: 'code', title: t('field.code'), dataIndex: 'code', sortBy: { ascend: 'code', descend: '-code' } },
    {
      key: 'name',
      title: t('field.name'),
      sortBy: { ascend: 'name', descend: '-name' },
      render: (_: unknown, row) => (
        <Typography.Link strong={row.id === shown} onClick={() => open(row.id)}>
          {withFull(row.name, dealerNameShort(row.name))}
        </Typography.Link>
      ),
    },
    {
      key: 'address',
      title: t('field.address'),
      render: (_: unknown, row) => withFull(row.address, dealerAddressShort(row.address)),
    },
    { key: 'group', title: t('field.group'), dataIndex: 'dealer_group_name', render: (v: string | null) => v ?? '-' },
    { key: 'area', title: t('field.area'), dataIndex: 'org_area_name', render: (v: string | null) => v ?? '-' },
    {
      key: 'customers',
      title: t('field.customers'),
      dataIndex: 'customer_count',
      sortBy: { ascend: 'customer_count', descend: '-customer_count' },
    },
  ];
}
