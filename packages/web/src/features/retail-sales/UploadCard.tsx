import { useState } from 'react';
import { Button, Card, Flex, Progress, Typography, Upload } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { toApiError, type ApiError } from '../../api/ApiError';
import { ErrorMessage } from '../../components/ErrorMessage';
import { downloadTemplate } from './retailSalesApi';
import { UploadResult } from './UploadResult';
import { useUpload } from './useUpload';

const XLSX = '.xlsx';
const ACTIVE = 'active';

/** The template, the file picker (.xlsx only), the progress of an upload and what became of it. */
export function UploadCard() {
  const { t } = useTranslation('retailSales');
  const upload = useUpload();
  const [templateError, setTemplateError] = useState<ApiError | null>(null);
  const [picked, setPicked] = useState<ApiError | string | null>(null);
  const pick = (file: File) => {
    setPicked(null);
    if (!file.name.toLowerCase().endsWith(XLSX)) setPicked('retail_sales_not_xlsx');
    else void upload.start(file);
    // The file goes through useUpload, not antd's own request.
    return false;
  };
  const template = () => {
    setTemplateError(null);
    downloadTemplate().catch((error: unknown) => setTemplateError(toApiError(error)));
  };
  const current = upload.upload;
  const phase = upload.sending ? t('progress.sending') : t('progress.checking', { rows: current?.rows_read ?? 0 });
  return (
    <Card title={t('upload_title')}>
      <Flex vertical gap={12}>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('upload_help')}
        </Typography.Paragraph>
        <Flex wrap gap={8}>
          <Button icon={<DownloadOutlined />} onClick={template}>
            {t('download_template')}
          </Button>
          <Upload accept={XLSX} showUploadList={false} beforeUpload={pick} disabled={upload.busy}>
            <Button type="primary" icon={<UploadOutlined />} loading={upload.busy}>
              {t('choose_file')}
            </Button>
          </Upload>
        </Flex>
        <ErrorMessage error={templateError ?? picked ?? upload.error} />
        {upload.busy && (
          <Flex vertical gap={4}>
            <Progress percent={upload.percent} status={ACTIVE} aria-label={t('progress.label')} />
            <Typography.Text type="secondary">
              {current?.status === 'storing' ? t('progress.storing') : phase}
            </Typography.Text>
          </Flex>
        )}
        {upload.done && current && <UploadResult upload={current} />}
      </Flex>
    </Card>
  );
}
