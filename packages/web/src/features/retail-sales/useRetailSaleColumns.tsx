import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { RetailSaleRow } from '@armada/domain';
import type { DataColumn } from '../../components/data-table/columns';
import { datePattern, formatDateTime } from '../../components/formatDate';
import type { RetailSalesSort } from './retailSalesApi';

const orDash = (value: string | null) => value || '-';

/** The stored sales' columns: the chassis, the dealer, the customer, the sale day and when it was uploaded. */
export function useRetailSaleColumns(): DataColumn<RetailSaleRow, RetailSalesSort>[] {
  const { t } = useTranslation('retailSales');
  return [
    { key: 'chassis_number', title: t('column.chassis_number'), dataIndex: 'chassis_number' },
    {
      key: 'dealer',
      title: t('column.dealer_code'),
      render: (_: unknown, row: RetailSaleRow) => [row.dealer_code, row.dealer_name].filter(Boolean).join(' · ') || '-',
    },
    { key: 'customer', title: t('column.customer'), dataIndex: 'customer_name', render: orDash },
    {
      key: 'sold_on',
      title: t('column.sale_date'),
      dataIndex: 'sold_on',
      render: (value: string) => dayjs(value).format(datePattern()),
    },
    {
      key: 'created_at',
      title: t('field.uploaded_at'),
      dataIndex: 'created_at',
      render: (value: string) => formatDateTime(value),
    },
  ];
}
