import { Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../components/screenProps';
import { DataTable } from '../../components/data-table/DataTable';
import { TableSearch } from '../../components/data-table/TableSearch';
import { useTableQuery } from '../../components/data-table/useTableQuery';
import { PageTitle } from '../../components/PageTitle';
import { RETAIL_SALES_TABLE, useRetailSalesList } from './retailSalesApi';
import { useRetailSaleColumns } from './useRetailSaleColumns';
import { UploadCard } from './UploadCard';

const ROW_KEY = 'id';

/** `/upload-rs`: upload a file of retail sales, then the sales stored (the caller's own, for a dealer). */
export function RetailSalesPage(_props: ScreenProps) {
  const { t } = useTranslation('retailSales');
  const controls = useTableQuery(RETAIL_SALES_TABLE);
  const list = useRetailSalesList(controls.state);
  return (
    <Flex vertical gap={16}>
      <PageTitle>{t('title')}</PageTitle>
      <UploadCard />
      <Card title={t('stored_title')}>
        <DataTable
          columns={useRetailSaleColumns()}
          query={list}
          controls={controls}
          rowKey={ROW_KEY}
          filters={<TableSearch controls={controls} placeholder={t('search')} />}
        />
      </Card>
    </Flex>
  );
}
