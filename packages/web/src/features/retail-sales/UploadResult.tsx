import { Alert, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { MESSAGES, RETAIL_SALES_MAX_BYTES, RETAIL_SALES_MAX_ROWS, type RetailSalesUpload } from '@armada/domain';
import { ApiError, isMessageCode } from '../../api/ApiError';
import { ErrorMessage } from '../../components/ErrorMessage';
import { ROLE } from '../../components/ui';
import { UploadErrors } from './UploadErrors';

export type UploadResultProps = { upload: RetailSalesUpload };

/** The values the failure messages name: the largest file and the most rows. */
const LIMITS = { count: RETAIL_SALES_MAX_ROWS.toLocaleString('en-US'), mb: RETAIL_SALES_MAX_BYTES / 1024 / 1024 };

function failureOf(code: string): ApiError {
  const message = isMessageCode(code) ? MESSAGES[code] : MESSAGES.server_error;
  return new ApiError(code, message, 422, LIMITS);
}

/** What became of a finished upload: the sales stored, or why none were. */
export function UploadResult({ upload }: UploadResultProps) {
  const { t } = useTranslation('retailSales');
  if (upload.status === 'stored')
    return (
      <Alert
        role={ROLE.status}
        type="success"
        showIcon
        title={t('result.stored', { count: upload.rows_stored, file: upload.file_name })}
      />
    );
  if (upload.failure !== null) return <ErrorMessage error={failureOf(upload.failure)} />;
  if (upload.status !== 'rejected') return null;
  return (
    <Flex vertical gap={8}>
      <Alert
        role={ROLE.alert}
        type="error"
        showIcon
        title={t('result.rejected', { rejected: upload.rows_rejected, rows: upload.rows_read })}
        description={
          upload.error_count > upload.errors.length
            ? t('result.more_errors', { shown: upload.errors.length, count: upload.error_count })
            : undefined
        }
      />
      <UploadErrors upload={upload} />
    </Flex>
  );
}
