import { Button, Flex, Table, type TableColumnsType } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RetailSaleError, RetailSalesUpload } from '@armada/domain';
import { toApiError, type ApiError } from '../../api/ApiError';
import { ErrorMessage } from '../../components/ErrorMessage';
import { downloadErrors } from './retailSalesApi';

export type UploadErrorsProps = { upload: RetailSalesUpload };

const SMALL = 'small';
const PAGE = { pageSize: 10, showSizeChanger: false } as const;
const rowKey = (error: RetailSaleError) => `${error.row}:${error.column ?? ''}:${error.code}`;

/** A rejected upload's row errors (the first thousand), and the file with every row and its errors. */
export function UploadErrors({ upload }: UploadErrorsProps) {
  const { t } = useTranslation('retailSales');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<ApiError | null>(null);
  const columns: TableColumnsType<RetailSaleError> = [
    { key: 'row', title: t('error_table.row'), dataIndex: 'row', width: 80 },
    {
      key: 'column',
      title: t('error_table.column'),
      dataIndex: 'column',
      render: (column: RetailSaleError['column']) => (column ? t(`column.${column}`) : '-'),
    },
    {
      key: 'message',
      title: t('error_table.message'),
      render: (_: unknown, error: RetailSaleError) =>
        t(`row_error.${error.code}`, { row: error.other_row ?? '', defaultValue: error.message }),
    },
  ];
  const save = async () => {
    setBusy(true);
    setFailed(null);
    try {
      await downloadErrors(upload.id);
    } catch (error) {
      setFailed(toApiError(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex vertical gap={8}>
      <Flex>
        <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void save()}>
          {t('download_errors')}
        </Button>
      </Flex>
      <ErrorMessage error={failed} />
      <Table
        size={SMALL}
        columns={columns}
        dataSource={upload.errors}
        rowKey={rowKey}
        pagination={upload.errors.length > PAGE.pageSize ? PAGE : false}
      />
    </Flex>
  );
}
