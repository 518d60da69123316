import { useState } from 'react';
import { App, Button, Space } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Params } from '../../api/client';
import { ApiError } from '../../api/ApiError';
import { useErrorText } from '../../components/useErrorText';
import { downloadXlsx } from './contestApi';

export type DownloadXlsxButtonProps = { path: string; params: Params; name: string; testId?: string };

/** Downloads the shown rows, or every row (`all`), as an xlsx file. */
export function DownloadXlsxButton({ path, params, name, testId }: DownloadXlsxButtonProps) {
  const { t } = useTranslation('driverContest');
  const { message } = App.useApp();
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const run = async (all: boolean) => {
    setBusy(true);
    try {
      await downloadXlsx(path, { ...params, ...(all ? { all: true } : {}) }, `${name}.xlsx`);
    } catch (error) {
      void message.error(errorText(error instanceof ApiError ? error : 'server_error'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space.Compact size="small">
      <Button data-testid={testId} icon={<DownloadOutlined />} loading={busy} onClick={() => void run(false)}>
        {t('download.shown')}
      </Button>
      <Button disabled={busy} onClick={() => void run(true)}>
        {t('download.all')}
      </Button>
    </Space.Compact>
  );
}
